import { Box, Link } from '@chakra-ui/react';
import Markdown from 'react-markdown';

/** The Markdown-lite a post may use; anything else (headings, images, tables, raw HTML) shows as its text. */
const ALLOWED = ['p', 'em', 'strong', 'code', 'pre', 'ul', 'ol', 'li', 'a', 'blockquote', 'br'];

/**
 * A post's text, rendered safely: react-markdown builds React elements (never HTML strings), raw HTML is skipped,
 * only the elements above are kept, and its default URL filter drops `javascript:` and other unsafe links. Links
 * open in a new tab as user content: rel="nofollow ugc noopener". Single line breaks are kept (pre-wrap).
 */
export function PostBody({ text }: { text: string }) {
  return (
    <Box
      fontSize="sm"
      color="fg"
      overflowWrap="anywhere"
      css={{
        '& p': { whiteSpace: 'pre-wrap', marginBottom: '2' },
        '& p:last-child': { marginBottom: '0' },
        '& ul, & ol': { paddingInlineStart: '5', marginBottom: '2' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', rounded: 'sm' },
        '& pre': { bg: 'bg.muted', p: '2', rounded: 'md', overflowX: 'auto', marginBottom: '2' },
        '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border.emphasized', paddingInlineStart: '3' },
      }}
    >
      <Markdown
        skipHtml
        allowedElements={ALLOWED}
        unwrapDisallowed
        components={{
          a: ({ href, children }) => (
            <Link href={href} target="_blank" rel="nofollow ugc noopener" color="fg.info" textDecoration="underline">
              {children}
            </Link>
          ),
        }}
      >
        {text}
      </Markdown>
    </Box>
  );
}
