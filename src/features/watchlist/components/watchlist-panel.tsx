import { useCallback, useEffect, useState } from 'react';
import { ErrorAlert } from '@src/components/error-alert';
import { Skeleton } from '@src/components/skeleton';
import { preloadableLazy } from '@src/lib/preloadable-lazy';
import { whenIdle } from '@src/lib/when-idle';
import { useCreateWatchlist } from '../api/create-watchlist';
import { useDeleteWatchlist } from '../api/delete-watchlist';
import { useRenameWatchlist } from '../api/rename-watchlist';
import { useActiveWatchlist } from '../hooks/use-active-watchlist';
import { useSharedLists } from '../hooks/use-shared-lists';
import { loadTableExtras } from '../hooks/use-table-extras';
import { ConfirmDialog } from './confirm-dialog';
import { Notice, type NoticeState } from './notice';
import { WatchlistBody } from './watchlist-body';
import { WatchlistToolbar } from './watchlist-toolbar';

// Creating and renaming a list are occasional: the name dialog's code stays off the first screen,
// whose budget is full (README, bundle budget), and is fetched once the panel is idle.
// Once fetched it renders at once (no suspense); a failed fetch is tried again at the next opening.
const nameDialogChunk = preloadableLazy(async () => (await import('./name-dialog')).NameDialog);
const NameDialog = nameDialogChunk.component(null);

type WatchlistPanelProps = {
  selectedSymbol: string | undefined;
  onSelectSymbol: (symbol: string) => void;
};

/** Several watchlists kept with the provider: choose, create, rename, delete, and edit the open one. */
export function WatchlistPanel({ selectedSymbol, onSelectSymbol }: WatchlistPanelProps) {
  const { lists, active, select } = useActiveWatchlist();
  useSharedLists();
  const [notice, setNotice] = useState<NoticeState>();
  const [dialog, setDialog] = useState<'create' | 'rename' | 'delete'>();
  const onRefused = useCallback((text: string) => {
    setNotice({ kind: 'error', text });
  }, []);
  const onInfo = useCallback((text: string) => {
    setNotice({ kind: 'info', text });
  }, []);
  const create = useCreateWatchlist(onRefused, select);
  const rename = useRenameWatchlist(onRefused);
  const remove = useDeleteWatchlist(onRefused);
  // Fetched while the lists load, so the table usually starts with dragging and windowing, and the
  // name dialog opens at once.
  useEffect(
    () =>
      whenIdle(() => {
        loadTableExtras().catch(() => undefined);
        nameDialogChunk.preload().catch(() => undefined);
      }),
    [],
  );
  const all = lists.data ?? [];
  const names = all.map((list) => list.name);
  const close = () => {
    setDialog(undefined);
  };

  return (
    <section aria-label="Watchlists" className="flex h-full min-h-0 flex-col gap-2 p-3">
      <WatchlistToolbar
        lists={all}
        active={active}
        onSelect={select}
        onNew={() => {
          setDialog('create');
        }}
        onRename={() => {
          setDialog('rename');
        }}
        onDelete={() => {
          setDialog('delete');
        }}
      />
      <Notice
        notice={notice}
        onDismiss={() => {
          setNotice(undefined);
        }}
      />
      {lists.isPending ? <Skeleton className="h-24 w-full" label="Loading watchlists" /> : null}
      {lists.isError ? (
        <ErrorAlert
          error={lists.error}
          title="Could not load the watchlists"
          onRetry={() => {
            void lists.refetch();
          }}
        />
      ) : null}
      {lists.isSuccess && all.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No watchlists yet. Choose “New list” to start one.</p>
      ) : null}
      {active === undefined ? null : (
        <WatchlistBody
          // One body per list name, which is unique: a list just created shows under a pending id
          // and then the provider's, and what the trader began typing in it must not go.
          key={active.name}
          list={active}
          selectedSymbol={selectedSymbol}
          onSelectSymbol={onSelectSymbol}
          onRefused={onRefused}
          onInfo={onInfo}
        />
      )}
      {dialog === 'create' ? (
        <NameDialog
          title="New watchlist"
          submitLabel="Create"
          existingNames={names}
          onClose={close}
          onSubmit={(name) => {
            close();
            setNotice(undefined);
            create.mutate(name);
          }}
        />
      ) : null}
      {dialog === 'rename' && active !== undefined ? (
        <NameDialog
          title={`Rename “${active.name}”`}
          submitLabel="Rename"
          initialName={active.name}
          existingNames={names}
          onClose={close}
          onSubmit={(name) => {
            close();
            setNotice(undefined);
            if (name !== active.name) rename.mutate({ id: active.id, name, oldName: active.name });
          }}
        />
      ) : null}
      {dialog === 'delete' && active !== undefined ? (
        <ConfirmDialog
          title="Delete watchlist?"
          message={`“${active.name}” and its symbols will be deleted from your account.`}
          confirmLabel="Delete"
          onClose={close}
          onConfirm={() => {
            close();
            setNotice(undefined);
            remove.mutate({ id: active.id, name: active.name });
          }}
        />
      ) : null}
    </section>
  );
}
