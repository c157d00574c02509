import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { slugify } from '../../../../common/slug';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { ErrorCode, hasErrorCode } from '../../lib/errors';
import { useToast } from '../../ui/admin/Toasts';
import { SavePostMutation } from './blog.operations';
import { EMPTY_FORM, formFromPost, inputFromForm, readUnsaved, writeUnsaved, type LoadedPost, type PostForm } from './postForm';
import { paths } from '../../lib/paths';

const AUTOSAVE_MS = 10_000;

/** A field's input path in the API where it differs from the form's name. */
const INPUT_PATHS: Partial<Record<keyof PostForm, string>> = { coverImage: 'coverImageId' };

/**
 * The post being edited: the form, whether the server has it (`dirty`), saving it by hand or every 10 s,
 * and a copy of every keystroke in this browser until the server has it, so a failed save loses nothing.
 */
export function usePostDraft(post: LoadedPost | null, reload: () => Promise<void>) {
  const navigate = useNavigate();
  const toast = useToast();
  const saved = useMemo(() => (post ? formFromPost(post) : EMPTY_FORM), [post]);
  const [restoredFromStorage] = useState(() => {
    const unsaved = readUnsaved(post?.id);
    return unsaved && JSON.stringify(unsaved) !== JSON.stringify(saved) ? unsaved : null;
  });
  const [form, setForm] = useState<PostForm>(restoredFromStorage ?? saved);
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [lastSavedAt, setLastSavedAt] = useState<string | null>(post?.updatedAt ?? null);
  const updatedAt = useRef<string | null>(post?.updatedAt ?? null);
  const savedForm = useRef<PostForm>(saved);
  const dirty = JSON.stringify(form) !== JSON.stringify(savedForm.current);
  const [savePost] = useMutation(SavePostMutation);

  useEffect(() => {
    writeUnsaved(post?.id, dirty ? form : null);
  }, [form, dirty, post?.id]);

  /** A field's error goes once the field changes (the next save checks it again); its sub-paths (`tags.0`) too. */
  function clearErrors(...paths: string[]) {
    setErrors((current) => {
      const left = Object.fromEntries(
        Object.entries(current).filter(([path]) => !paths.some((changed) => path === changed || path.startsWith(`${changed}.`))),
      );
      return Object.keys(left).length === Object.keys(current).length ? current : left;
    });
  }

  function set<K extends keyof PostForm>(key: K, value: PostForm[K]) {
    const followsTitle = key === 'title' && !slugEdited;
    setForm((current) => {
      const next = { ...current, [key]: value };
      if (followsTitle) next.slug = slugify(String(value));
      return next;
    });
    clearErrors(INPUT_PATHS[key] ?? key, ...(followsTitle ? ['slug'] : []));
  }

  /** The cover image and its alt text, chosen together. */
  function setCover(image: PostForm['coverImage'], alt: string) {
    setForm((current) => ({ ...current, coverImage: image, coverImageAlt: alt }));
    clearErrors('coverImageId', 'coverImageAlt');
  }

  /** The slug typed by hand: it no longer follows the title. */
  function editSlug(slug: string) {
    setSlugEdited(true);
    set('slug', slug);
  }

  const save = useCallback(
    async (mode: 'manual' | 'auto'): Promise<boolean> => {
      if (saving) return false;
      setSaving(true);
      const sending = form;
      try {
        const result = await savePost({
          variables: { id: post?.id ?? null, input: inputFromForm(sending), expectedUpdatedAt: updatedAt.current },
        });
        const savedPost = result.data!.savePost;
        updatedAt.current = savedPost.updatedAt;
        savedForm.current = sending;
        setLastSavedAt(savedPost.updatedAt);
        setErrors({});
        setProblem(null);
        writeUnsaved(post?.id, null);
        if (!post) {
          navigate(paths.admin.post(savedPost.id), { replace: true });
        } else if (mode === 'manual') {
          toast.show('Draft saved');
          await reload();
        }
        return true;
      } catch (failure) {
        setErrors(fieldErrorsOf(failure));
        setProblem(
          hasErrorCode(failure, ErrorCode.CONFLICT)
            ? `${messageOf(failure)}. Your text is kept here and in this browser: copy what you need, then reload.`
            : messageOf(failure, 'The post could not be saved'),
        );
        return false;
      } finally {
        setSaving(false);
      }
    },
    [form, post, saving, savePost, navigate, toast, reload],
  );

  // Autosave: about every 10 s while there are changes the server does not have yet.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => void saveRef.current('auto'), AUTOSAVE_MS);
    return () => window.clearTimeout(timer);
  }, [form, dirty]);

  return {
    form,
    setForm,
    set,
    setCover,
    slugEdited,
    editSlug,
    dirty,
    errors,
    setErrors,
    problem,
    saving,
    lastSavedAt,
    /** The post's version the server last gave: sent with every change so a concurrent edit is refused. */
    updatedAt,
    save,
    restoredFromStorage,
  };
}

export type PostDraft = ReturnType<typeof usePostDraft>;
