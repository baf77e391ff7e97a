import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CustomerMessage, UploadRules } from '../../../core/api/customer.ts';
import { FileLinks } from './file-links.tsx';
import { PageSection } from './page-parts.tsx';
import { ReplyForm } from './reply-form.tsx';

interface ConversationProps {
  token: string;
  messages: readonly CustomerMessage[];
  upload: UploadRules;
  onSent: (message: CustomerMessage) => void;
  onLinkInvalid: () => void;
}

/**
 * The conversation with the shop, oldest first: who wrote (said in words, not only by colour
 * and side), when, the text and its files; then the form to answer.
 */
export function ConversationSection({ token, messages, upload, onSent, onLinkInvalid }: ConversationProps) {
  const { t, i18n } = useTranslation('customer');
  return (
    <PageSection id="customer-messages" title={t('conversation.title')}>
      {messages.length === 0 ? (
        <Text color="gray.600">{t('conversation.empty')}</Text>
      ) : (
        <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="4">
          {messages.map((message) => {
            const fromShop = message.from === 'shop';
            return (
              <Box
                as="li"
                key={message.id}
                alignSelf={fromShop ? 'flex-start' : 'flex-end'}
                w={{ base: 'full', md: '85%' }}
                bg={fromShop ? 'gray.50' : 'brand.50'}
                borderWidth="1px"
                borderColor={fromShop ? 'gray.200' : 'brand.200'}
                borderStartWidth={fromShop ? '4px' : '1px'}
                borderStartColor={fromShop ? 'brand.700' : 'brand.200'}
                rounded="lg"
                p="4"
              >
                <Flex as="p" wrap="wrap" columnGap="3" mb="2" fontSize="sm">
                  <Text as="strong" color="brand.950">
                    {t(fromShop ? 'conversation.fromShop' : 'conversation.fromYou')}
                  </Text>
                  <chakra.time dateTime={message.at} color="gray.700">
                    {formatDateTime(message.at, i18n.language)}
                  </chakra.time>
                </Flex>
                <Text color="gray.900" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {message.text}
                </Text>
                {message.files.length > 0 && (
                  <Box mt="2" aria-label={t('conversation.files')} role="group">
                    <FileLinks files={message.files} />
                  </Box>
                )}
              </Box>
            );
          })}
        </chakra.ol>
      )}
      <ReplyForm token={token} upload={upload} onSent={onSent} onLinkInvalid={onLinkInvalid} />
    </PageSection>
  );
}
