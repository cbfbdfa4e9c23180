import { Text, type MantineSize } from '@mantine/core';
import { richTextBlocks } from './campaign-texts';

/** A campaign's rich text: paragraphs and bulleted lists, each in its own direction. */
export function RichText({ text, size = 'md' }: { text: string; size?: MantineSize }) {
  return (
    <>
      {richTextBlocks(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          <Text key={index} size={size} dir="auto">
            {block.text}
          </Text>
        ) : (
          <ul key={index} style={{ margin: 0 }}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex} dir="auto">
                <Text span size={size}>
                  {item}
                </Text>
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
