import { Notice } from '@/components/ui/notice';
import type { MessageTone } from '../lib/message-tone';

export interface Message {
  text: string;
  tone: MessageTone;
}

/**
 * The message of an auth form: red for errors (announced at once), green otherwise (announced
 * politely). `data-tone` lets tests check the colour rule without reading class names.
 */
export function FormMessage({ message, className = '' }: { message: Message | null; className?: string }) {
  if (!message) return null;
  return (
    <Notice tone={message.tone} className={className} bodyAs="p">
      {message.text}
    </Notice>
  );
}
