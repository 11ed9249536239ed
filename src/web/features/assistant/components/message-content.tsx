import { Fragment } from 'react';
import { Link } from 'react-router';

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** An answer's text, its line breaks kept, with its in-app links ('[157 Ironwood Ct](/deals/…)') as links. */
export function MessageContent({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <Link key={match.index} to={match[2]!} className="font-medium text-primary underline underline-offset-2">
        {match[1]}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <p className="whitespace-pre-wrap break-words">{parts.map((p, i) => <Fragment key={i}>{p}</Fragment>)}</p>;
}
