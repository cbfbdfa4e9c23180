import { memo, useMemo } from 'react';
import { parseDescription } from '@talentgate/domain';
import plain from '../../lib/plain.module.css';
import classes from './JobDescription.module.css';

/**
 * Renders the plain-text description as headings, paragraphs and lists (React elements).
 * Plain elements (lib/plain.module.css), not Mantine's Title, List and Text: a
 * description of a dozen blocks was some forty components in the job page's first render, the
 * task a phone waits on (issue 21). Memoised: drawn again only for another text.
 */
export const JobDescription = memo(function JobDescription({ text }: { text: string }) {
  const blocks = useMemo(() => parseDescription(text), [text]);

  return (
    // The description is tenant content; its own first words decide its direction.
    <div className={`${plain.stackSm} ${classes.blocks}`} dir="auto">
      {blocks.map((block, index) => {
        // The blocks come from one immutable text, so their order is a stable key.
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'heading':
            return (
              <h3 key={key} className={`${plain.h4} ${classes.heading}`}>
                {block.text}
              </h3>
            );
          case 'list':
            return (
              <ul key={key} className={classes.list}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{item}</li>
                ))}
              </ul>
            );
          case 'paragraph':
            return (
              <p key={key} className={plain.text}>
                {block.text}
              </p>
            );
        }
      })}
    </div>
  );
});
