import { screen, within } from '@testing-library/react';

/** The table row of a template, found through its actions group. */
export async function findRow(templateId: number): Promise<HTMLElement> {
  const group = await screen.findByRole('group', { name: `模板 #${templateId} 的操作` });
  return group.closest('tr') as HTMLElement;
}

export async function findRowButton(templateId: number, name: string): Promise<HTMLElement> {
  return within(await findRow(templateId)).getByRole('button', { name });
}

/** The JSON body of the last request to this path. */
export function lastBody(requests: { url: string; body: string }[], path: string): unknown {
  const request = requests.filter((r) => r.url.split('?')[0] === path).at(-1);
  return request ? JSON.parse(request.body) : undefined;
}
