import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

/** What a screen tells a user who is not a superuser, in its own language. */
export interface SuperuserDeniedTexts {
  title: string;
  message: string;
}

/** The back office's notice for a user a screen is not for: a warning with a title. */
export function SuperuserDenied({ title, message }: SuperuserDeniedTexts) {
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {message}
      </MessageBarBody>
    </MessageBar>
  );
}
