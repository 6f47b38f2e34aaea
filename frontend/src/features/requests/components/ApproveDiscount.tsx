import { Button, Text } from '@mantine/core';
import { IconDiscountCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { changeWithToasts } from '@/lib/notify';
import { useApproveDiscountMutation } from '../api';
import type { ServiceRequest } from '../types';
import '../i18n';

/** 'Aprovar desconto' on a course discount request: asks first, then the course's code goes to the client. */
export function ApproveDiscount({ request }: { request: ServiceRequest }) {
  const { t } = useTranslation();
  const [approve, approving] = useApproveDiscountMutation();
  const [asking, setAsking] = useState(false);
  if (request.kind !== 'course-discount') return null;
  const close = () => {
    setAsking(false);
  };
  return (
    <>
      <Button
        color="teal.9"
        leftSection={<IconDiscountCheck size={18} aria-hidden="true" />}
        onClick={() => {
          setAsking(true);
        }}
      >
        {t('requests.approveDiscount.button')}
      </Button>
      <ConfirmDialog
        opened={asking}
        onClose={close}
        title={t('requests.approveDiscount.title')}
        closeLabel={t('requests.approveDiscount.close')}
        cancelLabel={t('requests.approveDiscount.cancel')}
        confirmLabel={t('requests.approveDiscount.confirm')}
        confirmIcon={<IconDiscountCheck size={18} aria-hidden="true" />}
        busy={approving.isLoading}
        onConfirm={() => {
          void changeWithToasts(() => approve(request.id).unwrap(), {
            failedTitle: t('requests.approveDiscount.failed'),
            done: {
              title: t('requests.approveDiscount.doneTitle'),
              message: t('requests.approveDiscount.doneMessage'),
            },
          }).then(close);
        }}
      >
        <Text>{t('requests.approveDiscount.text')}</Text>
      </ConfirmDialog>
    </>
  );
}
