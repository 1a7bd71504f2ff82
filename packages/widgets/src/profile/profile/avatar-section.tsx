// The picture: a chosen file is checked here first (spec limits: an image, 5 MB), shown as a
// preview, and uploaded only when confirmed; the current one can be removed.
import { useState } from 'react';
import styled from 'styled-components';
import type { ApiUser } from '@savdo/contract';
import { $coreConfig, profileApi } from '@savdo/core';
import { accountApi, avatarProblem, profileChanged } from '@savdo/core/profile';
import { Button, FileButton, token, useStore, useT } from '@savdo/ui';
import { Actions, Muted } from './section';
import { profileStrings } from './strings';
import type { ProfileAction } from './use-profile-action';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-4')};
`;

const Picture = styled.div`
  width: 88px;
  height: 88px;
  flex: none;
  border-radius: 50%;
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${token('color-accent')};
  color: ${token('color-on-accent')};
  font-size: ${token('font-size-xl')};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Error = styled.p`
  margin: 0;
  color: ${token('color-danger')};
  font-size: ${token('font-size-sm')};
`;

function initials(user: ApiUser): string {
  const letters = [user.first_name, user.last_name].map((p) => p.trim().charAt(0)).join('');
  return (letters || user.username.charAt(0)).toUpperCase();
}

/** A server path such as /api/v1/files/… resolved against the API's origin. */
export function avatarSource(url: string, apiBase: string): string {
  if (/^(https?:|blob:|data:)/.test(url)) return url;
  try {
    return new URL(url, new URL(apiBase, globalThis.location?.href ?? 'http://localhost')).href;
  } catch {
    return url;
  }
}

export function AvatarSection({ user, action }: { user: ApiUser; action: ProfileAction }) {
  const t = useT(profileStrings);
  const config = useStore($coreConfig);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const reason = avatarProblem(file);
    if (reason) {
      setProblem(reason === 'too-large' ? t('avatar.tooLarge') : t('avatar.notImage'));
      setChosen(null);
      return;
    }
    setProblem(null);
    // A data: URL, not a blob: one: the product's CSP allows data: images only.
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setChosen({ file, url: reader.result });
    };
    reader.onerror = () => setProblem(t('avatar.notImage'));
    reader.readAsDataURL(file);
  };

  const upload = async () => {
    if (!chosen) return;
    const answer = await action.run(() => profileApi.updateProfileImage(chosen.file), t('saved'));
    if (answer) {
      profileChanged(answer.result);
      setChosen(null);
    }
  };

  const remove = async () => {
    const answer = await action.run(() => accountApi.removeProfileImage(), t('saved'));
    if (answer) profileChanged(answer.result);
  };

  const shown =
    chosen?.url ?? (user.avatar_url ? avatarSource(user.avatar_url, config.apiBase) : null);
  return (
    <Row part="avatar">
      <Picture aria-hidden={shown ? undefined : 'true'}>
        {shown ? <img src={shown} alt={t('avatar.label')} /> : initials(user)}
      </Picture>
      <div style={{ display: 'grid', gap: 8 }}>
        {chosen ? (
          <>
            <Muted>{t('avatar.preview')}</Muted>
            <Actions>
              <Button size="sm" busy={action.busy} onClick={() => void upload()}>
                {t('avatar.confirm')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setChosen(null)}>
                {t('cancel')}
              </Button>
            </Actions>
          </>
        ) : (
          <Actions>
            <FileButton
              size="sm"
              fileName={false}
              accept="image/png,image/jpeg,image/gif,image/webp"
              data-profile-avatar-input=""
              onChange={(event) => {
                choose(event.currentTarget.files?.[0]);
                event.currentTarget.value = '';
              }}
            >
              {user.avatar_url ? t('avatar.change') : t('avatar.upload')}
            </FileButton>
            {user.avatar_url ? (
              <Button size="sm" variant="ghost" busy={action.busy} onClick={() => void remove()}>
                {t('avatar.remove')}
              </Button>
            ) : null}
          </Actions>
        )}
        {problem ? <Error role="alert">{problem}</Error> : <Muted>{t('avatar.hint')}</Muted>}
      </div>
    </Row>
  );
}
