import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, isLanguage, type TAdminGift } from '@app/shared';
import { useSettings } from '../../sites/sites.queries';
import { ConsoleMessage, Loading } from '../components/status';
import { errorMessage } from '../console-api';
import { EditGiftForm, GIFT_PICTURE_TYPES, NewGiftForm } from './gift-forms';
import { ChangeOutcome, ScreenHeader, StatusBadge } from './parts';
import { useAdminChange, useAdminUpload, useGifts } from './site-admin.queries';
import './sites.scss';

/** `/admin/gifts`: the gift catalogue of every site, with pictures, names, prices and availability. */
export function GiftsPage() {
  const { t } = useTranslation('console-sites');
  const gifts = useGifts();
  const [adding, setAdding] = useState(false);

  if (gifts.isPending) return <Loading />;
  if (gifts.error)
    return (
      <ConsoleMessage tone="danger" onRetry={() => void gifts.refetch()}>
        {errorMessage(gifts.error)}
      </ConsoleMessage>
    );
  return (
    <>
      <ScreenHeader title={t('gifts.title')} lead={t('gifts.lead')}>
        {!adding && (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            {t('gifts.add')}
          </button>
        )}
      </ScreenHeader>
      {adding && <NewGiftForm onClose={() => setAdding(false)} />}
      {gifts.data.gifts.length === 0 && <ConsoleMessage>{t('gifts.none')}</ConsoleMessage>}
      <ul className="list-unstyled">
        {gifts.data.gifts.map((gift) => (
          <GiftItem key={gift.key} gift={gift} />
        ))}
      </ul>
    </>
  );
}

function GiftItem({ gift }: { gift: TAdminGift }) {
  const { t } = useTranslation('console-sites');
  const { cdn_prefix: cdnPrefix } = useSettings();
  const [editing, setEditing] = useState(false);
  const toggle = useAdminChange<object, { gift: TAdminGift }>('PUT', '/api/admin/gifts.php');
  const picture = useAdminUpload<{ gift: TAdminGift }>('/api/admin/gift-picture.php');
  const name = gift.names.en ?? gift.key;
  const failed = toggle.error ?? picture.error;

  function upload(file: File | undefined) {
    if (!file) return;
    const form = new FormData();
    form.set('key', gift.key);
    form.set('picture', file);
    picture.mutate(form);
  }

  return (
    <li className={`console-card site-admin-gift ${gift.active ? '' : 'site-admin-inactive'}`}>
      <div className="d-flex flex-wrap gap-3">
        <img src={`${cdnPrefix}${gift.image}`} alt={name} width={96} height={96} className="site-admin-gift-picture" />
        <div className="flex-grow-1 site-admin-gift-body">
          <h2 className="h5 mb-1">
            {name} <code className="small">{gift.key}</code>{' '}
            <StatusBadge on={gift.active} onLabel={t('gifts.active')} offLabel={t('gifts.inactive')} />
          </h2>
          <p className="mb-1">
            {gift.credits === null ? t('gifts.sitePrice') : t('gifts.price', { count: gift.credits })}
            {' · '}
            {t('gifts.position', { position: gift.position })}
          </p>
          <p className="small text-body-secondary mb-2">
            {Object.entries(gift.names)
              .filter(([language]) => language !== 'en')
              .map(([language, text]) => `${isLanguage(language) ? LANGUAGE_NAMES[language] : language}: ${text}`)
              .join(' · ')}
          </p>
          {!editing && (
            <div className="d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setEditing(true)}>
                {t('common.edit')}
              </button>
              <label
                className={`btn btn-sm btn-outline-secondary site-admin-file-button ${picture.isPending ? 'disabled' : ''}`}
              >
                {picture.isPending ? t('gifts.uploading') : t('gifts.changePicture')}
                <input
                  type="file"
                  accept={GIFT_PICTURE_TYPES}
                  className="visually-hidden"
                  aria-label={t('gifts.changePictureOf', { name })}
                  disabled={picture.isPending}
                  onChange={(event) => {
                    upload(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </label>
              <button
                type="button"
                className={`btn btn-sm ${gift.active ? 'btn-outline-danger' : 'btn-outline-success'}`}
                disabled={toggle.isPending}
                aria-label={t(gift.active ? 'gifts.deactivateOf' : 'gifts.activateOf', { name })}
                onClick={() => toggle.mutate({ key: gift.key, active: !gift.active })}
              >
                {gift.active ? t('gifts.deactivate') : t('gifts.activate')}
              </button>
            </div>
          )}
          <div className="mt-2">
            <ChangeOutcome error={failed} />
          </div>
        </div>
      </div>
      {editing && (
        <div className="mt-3">
          <EditGiftForm gift={gift} onClose={() => setEditing(false)} />
        </div>
      )}
    </li>
  );
}
