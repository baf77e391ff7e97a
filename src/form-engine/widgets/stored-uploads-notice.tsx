/**
 * Above the drop zone: the uploads of this field that an earlier page started (a reload, a
 * closed tab, within a day), each with how far it got, asking the visitor to choose the file
 * again (the browser cannot keep it across a reload); chosen again, it goes on from there
 * (upload-manager.ts). Discard terminates them on the server and forgets them.
 */
import { Button, chakra } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { UploadScope } from '../upload-context.ts';
import type { StoredUpload } from '../uploads/stored-uploads.ts';
import { formatSize } from './file-checks.ts';

export function StoredUploadsNotice({
  scope,
  field,
  files,
}: {
  scope: UploadScope;
  field: string;
  files: readonly File[];
}) {
  const { t, i18n } = useTranslation('forms');
  const titleId = useId();
  const [stored, setStored] = useState<StoredUpload[]>([]);
  const [discarding, setDiscarding] = useState(false);
  const { manager, form } = scope;
  useEffect(() => {
    let live = true;
    manager.storedUploads(form).then(
      (found) => live && setStored(found.filter((upload) => upload.field === field)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [manager, form, field]);
  // A file chosen again is on its own row now, resuming.
  const shown = stored.filter(
    (upload) => !files.some((file) => file.name === upload.name && file.size === upload.size),
  );
  if (!shown.length) return null;
  const discard = async () => {
    setDiscarding(true);
    await scope.manager.discard(shown);
    setStored((previous) => previous.filter((upload) => !shown.includes(upload)));
    setDiscarding(false);
  };
  return (
    <chakra.section
      aria-labelledby={titleId}
      mb="3"
      p="3"
      borderWidth="1px"
      borderColor="border.info"
      borderRadius="lg"
      bg="bg.info"
      data-testid="stored-uploads"
    >
      <chakra.p id={titleId} fontWeight="semibold" mb="1">
        {t('uploads.stored.title')}
      </chakra.p>
      <chakra.ul listStyleType="disc" ps="5">
        {shown.map((upload) => (
          <chakra.li key={upload.key}>
            {t(
              upload.offset !== undefined && upload.offset >= upload.size
                ? 'uploads.stored.itemDone'
                : 'uploads.stored.item',
              {
                name: upload.name,
                sent: formatSize(upload.offset ?? 0, i18n.language, upload.size),
                total: formatSize(upload.size, i18n.language),
              },
            )}
          </chakra.li>
        ))}
      </chakra.ul>
      <Button
        type="button"
        size="xs"
        variant="outline"
        mt="2"
        disabled={discarding}
        onClick={() => void discard()}
      >
        {t('uploads.stored.discard')}
      </Button>
    </chakra.section>
  );
}
