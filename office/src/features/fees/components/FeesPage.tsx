import { Button, FormField, StyledInput, StyledSelect, useForm } from '@academy/shared';
import { COURSES } from '@academy/contracts/catalogue';
import type { FeeInput, NewFeeInput } from '@academy/contracts/office-rules';
import { formatInr } from '@academy/contracts/records';
import type { FeeRecord } from '@academy/contracts/records';
import { useLoad } from '../../../lib/useLoad';
import { useContentEditor } from '../../../lib/useContentEditor';
import { showFieldErrors } from '../../../lib/showFieldErrors';
import { ContentEditorLayout } from '../../../lib/ContentEditorLayout';
import { DataView, FieldGrid, Row, Table, TableScroll, TextArea } from '../../../lib/ui';
import { commonCopy } from '../../../content/office';
import { feesCopy as copy } from '../../../content/payments';
import { feesApi } from '../../../lib/feesApi';
import { courseLabel, feeValuesOf, readFeeForm } from '../lib/feeForm';
import type { FeeField } from '../lib/feeForm';

/** A new fee picks one of the courses that has none; an edited one keeps its course. */
function FeeForm({
  editing,
  unpublished,
  onSubmit,
  onCancel,
}: {
  editing: FeeRecord | null;
  unpublished: readonly string[];
  onSubmit: (body: NewFeeInput | FeeInput) => Promise<Record<string, string> | null>;
  onCancel: () => void;
}) {
  const form = useForm<FeeField>({ initialValues: feeValuesOf(editing) });
  const submit = form.handleSubmit(async (values) => {
    const read = readFeeForm(values, editing !== null);
    if (!read.ok) {
      showFieldErrors(form, read.errors);
      return;
    }
    const fields = await onSubmit(read.body);
    if (fields) showFieldErrors(form, fields as Partial<Record<FeeField, string>>);
    else if (!editing) form.reset();
  });
  if (!editing && unpublished.length === 0) return <p>{copy.allPublished}</p>;
  const numberField = (name: 'feeInr' | 'batchSize' | 'classMinutes', label: string) => (
    <FormField label={label} htmlFor={form.fieldId(name)} errorId={form.errorId(name)} error={form.errors[name]} required>
      <StyledInput {...form.field(name)} type="number" inputMode="numeric" min={1} step={1} aria-required="true" />
    </FormField>
  );
  return (
    <form onSubmit={submit} noValidate>
      <FieldGrid>
        {!editing && (
          <FormField
            label={copy.course}
            htmlFor={form.fieldId('course')}
            errorId={form.errorId('course')}
            error={form.errors.course}
            required
          >
            <StyledSelect {...form.field('course')} aria-required="true">
              <option value="">{copy.chooseCourse}</option>
              {unpublished.map((slug) => (
                <option key={slug} value={slug}>
                  {courseLabel(slug)}
                </option>
              ))}
            </StyledSelect>
          </FormField>
        )}
        {numberField('feeInr', copy.fee)}
        {numberField('batchSize', copy.batchSize)}
        {numberField('classMinutes', copy.classMinutes)}
      </FieldGrid>
      <FormField
        label={copy.included}
        htmlFor={form.fieldId('included')}
        errorId={form.errorId('included')}
        error={form.errors.included}
        required
      >
        <TextArea {...form.field('included')} maxLength={500} aria-required="true" />
      </FormField>
      <Row>
        <Button type="submit" busy={form.submitting} busyLabel={commonCopy.save}>
          {editing ? commonCopy.save : commonCopy.create}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onCancel}>
            {commonCopy.cancel}
          </Button>
        )}
      </Row>
    </form>
  );
}

const FORM_ID = 'fee-form';

/** /fees: every course of the catalogue with its published fee, or none. */
export default function FeesPage() {
  const { state, reload } = useLoad(feesApi.list, 'fees');
  const { editing, edit, cancel, message, run, remove } = useContentEditor<FeeRecord>(reload, FORM_ID);
  const fees = state.kind === 'loaded' ? state.data : state.kind === 'loading' ? (state.previous ?? []) : [];
  const unpublished = COURSES.map((course) => course.slug).filter((slug) => !fees.some((fee) => fee.course === slug));
  return (
    <ContentEditorLayout
      heading={copy.heading}
      intro={copy.intro}
      message={message}
      formId={FORM_ID}
      formHeading={editing ? copy.editHeading(courseLabel(editing.course)) : copy.newHeading}
      editingId={editing?.course ?? null}
      form={
        <FeeForm
          key={editing?.course ?? 'new'}
          editing={editing}
          unpublished={unpublished}
          onCancel={cancel}
          onSubmit={(body) =>
            editing
              ? run(() => feesApi.update(editing.course, body), copy.updated, commonCopy.saveFailed)
              : run(() => feesApi.create(body as NewFeeInput), copy.added, commonCopy.saveFailed)
          }
        />
      }
    >
      <DataView state={state} reload={reload} empty="" isEmpty={() => false}>
        {(published) => (
          <TableScroll tabIndex={0} role="region" aria-label={copy.heading}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{copy.course}</th>
                  <th scope="col">{copy.fee}</th>
                  <th scope="col">{copy.batchSize}</th>
                  <th scope="col">{copy.classMinutes}</th>
                  <th scope="col">{copy.included}</th>
                  <th scope="col">{commonCopy.actions}</th>
                </tr>
              </thead>
              <tbody>
                {COURSES.map(({ slug, label }) => {
                  const fee = published.find((item) => item.course === slug);
                  return (
                    <tr key={slug}>
                      <th scope="row">{label}</th>
                      {fee ? (
                        <>
                          <td>{formatInr(fee.feeInr)}</td>
                          <td>{copy.upTo(fee.batchSize)}</td>
                          <td>{copy.perClass(fee.classMinutes)}</td>
                          <td>{fee.included}</td>
                          <td>
                            <Row>
                              <Button variant="outline" onClick={() => edit(fee)} aria-label={`${commonCopy.edit} ${copy.one(label)}`}>
                                {commonCopy.edit}
                              </Button>
                              <Button
                                variant="ghost"
                                onClick={() => remove(copy.one(label), () => feesApi.remove(slug), copy.deleted)}
                                aria-label={`${commonCopy.delete} ${copy.one(label)}`}
                              >
                                {commonCopy.delete}
                              </Button>
                            </Row>
                          </td>
                        </>
                      ) : (
                        <td colSpan={5}>{copy.notPublished}</td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </DataView>
    </ContentEditorLayout>
  );
}
