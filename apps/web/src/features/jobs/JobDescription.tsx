import '@mantine/core/styles/List.css';
import { List, Stack, Text, Title } from '@mantine/core';
import { memo, useMemo } from 'react';
import { parseDescription } from '@talentgate/domain';

/**
 * Renders the plain-text description as headings, paragraphs and lists (React elements).
 * Memoised: the longest part of the job page is drawn again only for another text.
 */
export const JobDescription = memo(function JobDescription({ text }: { text: string }) {
  const blocks = useMemo(() => parseDescription(text), [text]);

  return (
    // The description is tenant content; its own first words decide its direction.
    <Stack gap="sm" mt="md" dir="auto">
      {blocks.map((block, index) => {
        // The blocks come from one immutable text, so their order is a stable key.
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'heading':
            return (
              <Title key={key} order={3} size="h4" mt="sm">
                {block.text}
              </Title>
            );
          case 'list':
            return (
              <List key={key} spacing={4} withPadding>
                {block.items.map((item, itemIndex) => (
                  <List.Item key={itemIndex}>{item}</List.Item>
                ))}
              </List>
            );
          case 'paragraph':
            return <Text key={key}>{block.text}</Text>;
        }
      })}
    </Stack>
  );
});
