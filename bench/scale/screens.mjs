export async function checkScreens() {
  return { ok: true, lines: ['screens: not checked yet'] };
}
