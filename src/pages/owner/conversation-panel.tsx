import { Badge, Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { FileLink } from './file-link.tsx';
import { formatDateTime } from './format.ts';
import type { Message } from './owner-api.ts';
import { OwnerFileInput, type OwnerFileRules } from './owner-file-input.tsx';
import { Panel } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';
import { RequiredTextarea, useRequiredText } from './required-text.tsx';
import { useOwnerLang } from './use-owner-lang.ts';

/** The API's limits for a message to the customer. */
const messageMaxLength = 2000;
const messageFiles: OwnerFileRules = {
  accept: ['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.svg', '.ai', '.eps', '.psd', '.zip'],
  maxFiles: 5,
};

interface ConversationPanelProps {
  reference: string;
  messages: readonly Message[];
  /** The customer's name as the request gives it. */
  customerName: string | null;
  canEmail: boolean;
  busy: boolean;
  onSend: (text: string, files: readonly File[]) => Promise<boolean>;
}

/** One message: who wrote it (in words, not only by colour), when, its text and its files. */
function MessageItem({
  reference,
  message,
  customerName,
}: {
  reference: string;
  message: Message;
  customerName: string;
}) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const shop = message.from === 'shop';
  const unread = !shop && !message.read;
  return (
    <Box
      as="li"
      p="3"
      rounded="lg"
      borderWidth="1px"
      borderColor={shop ? 'brand.200' : unread ? 'accent.400' : 'gray.200'}
      borderStartWidth="4px"
      borderStartColor={shop ? 'brand.600' : 'gray.500'}
      bg={shop ? 'brand.50' : 'white'}
      // The shop's own messages sit a little in on a wide screen, as in a chat; a phone needs the room.
      ms={{ base: '0', md: shop ? '8' : '0' }}
      me={{ base: '0', md: shop ? '0' : '8' }}
    >
      <Flex align="center" gap="2" wrap="wrap" mb="1.5" fontSize="sm">
        <Text as="span" fontWeight="bold" color="gray.900" overflowWrap="anywhere">
          {shop ? t('conversation.you') : customerName}
        </Text>
        <chakra.time dateTime={message.at} color="gray.600">
          {formatDateTime(message.at, lang)}
        </chakra.time>
        {unread && (
          <Badge colorPalette="accent" variant="solid">
            {t('conversation.new')}
          </Badge>
        )}
      </Flex>
      <Text color="gray.900" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {message.text}
      </Text>
      {message.files.length > 0 && (
        <chakra.ul listStyleType="none" mt="2" aria-label={t('conversation.files')}>
          {message.files.map((file) => (
            <li key={file.id}>
              <FileLink reference={reference} file={file} />
            </li>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}

/**
 * The conversation with the customer, oldest first, and a form to write to them (with files).
 * The customer is e-mailed each message; owner notes are a separate panel and never show here.
 */
export function ConversationPanel({
  reference,
  messages,
  customerName,
  canEmail,
  busy,
  onSend,
}: ConversationPanelProps) {
  const { t } = useTranslation('owner');
  const id = useId();
  const field = useRequiredText();
  const [files, setFiles] = useState<File[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = field.take();
    if (!message) return;
    if (await onSend(message, files)) {
      field.clear();
      setFiles([]);
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelHeading id={`${id}-title`}>{t('conversation.title')}</PanelHeading>
      {messages.length === 0 ? (
        <Text color="gray.600" mb="4">
          {t('conversation.none')}
        </Text>
      ) : (
        <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="3" mb="5">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              reference={reference}
              message={message}
              customerName={customerName ?? t('conversation.customer')}
            />
          ))}
        </chakra.ol>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <RequiredTextarea
          id={`${id}-text`}
          errorId={`${id}-error`}
          label={t('conversation.label')}
          emptyText={t('conversation.empty')}
          field={field}
          maxLength={messageMaxLength}
          minH="28"
          required
        />
        <Box mt="3">
          <OwnerFileInput
            id={`${id}-files`}
            label={t('conversation.attach')}
            hint={t('conversation.attachHint')}
            rules={messageFiles}
            files={files}
            onChange={setFiles}
            disabled={busy}
          />
        </Box>
        {!canEmail && (
          <Text fontSize="sm" color="gray.700" mt="3">
            {t('conversation.noEmail')}
          </Text>
        )}
        <Button type="submit" size="lg" mt="3" w={{ base: 'full', sm: 'auto' }} disabled={busy}>
          {t(busy ? 'conversation.sending' : 'conversation.send')}
        </Button>
      </form>
    </Panel>
  );
}
