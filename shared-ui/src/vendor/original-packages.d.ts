// The packages behind the facades in this folder, under the aliases build/webpack-config.cjs gives them.
declare module '@original/react-i18next' {
  export * from 'react-i18next';
}
declare module '@original/tanstack-react-query' {
  export * from '@tanstack/react-query';
}
declare module '@original/react-router' {
  export * from 'react-router';
}
declare module '@original/react-theme' {
  export * from '@fluentui/react-theme';
}
declare module '@original/griffel-react' {
  export * from '@griffel/react';
}
declare module '@original/griffel-core' {
  export * from '@griffel/core';
}
