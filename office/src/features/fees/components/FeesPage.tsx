import { StyledInput, StyledSelect, useForm } from '@academy/shared';
import { COURSES } from '@academy/contracts/catalogue';
import type { FeeInput, NewFeeInput } from '@academy/contracts/office-rules';
import { FEE_PERIODS, formatInr } from '@academy/contracts/records';
import type { FeeRecord } from '@academy/contracts/records';
import { showFieldErrors } from '../../../lib/showFieldErrors';
import { FieldGrid, TextArea } from '../../../lib/ui';
import { feesCopy as copy } from '../../../content/payments';
import { FieldOf } from '../../../lib/resource/FieldOf';
import { ResourceForm } from '../../../lib/resource/ResourceForm';
import type { ResourceFormProps } from '../../../lib/resource/ResourceForm';
import { ResourcePage } from '../../../lib/resource/ResourcePage';
import { ResourceTable } from '../../../lib/resource/ResourceTable';
import { useResource } from '../../../lib/resource/useResource';
import { afterSave } from '../../../lib/resource/formOutcome';
import type { Column } from '../../../lib/resource/resource';
import { courseLabel, feeValuesOf, readFeeForm } from '../lib/feeForm';
import type { FeeField } from '../lib/feeForm';
import { feeResource } from '../lib/feeResource';

/** A new fee picks one of the courses that has none; an edited one keeps its course. */
function FeeForm({
  editing,
  unpublished,
  onSubmit,
  onCancel,
}: ResourceFormProps<FeeRecord, NewFeeInput | FeeInput> & { unpublished: readonly string[] }) {
  const form = useForm<FeeField>({ initialValues: feeValuesOf(editing) });
  const submit = form.handleSubmit(async (values) => {
    const read = readFeeForm(values, editing !== null);
    if (!read.ok) {
      showFieldErrors(form, read.errors);
      return;
    }
    afterSave(form, await onSubmit(read.body), editing !== null);
  });
  if (!editing && unpublished.length === 0) return <p>{copy.allPublished}</p>;
  const numberField = (name: 'feeInr' | 'classesPerPeriod' | 'batchSize' | 'classMinutes', label: string) => (
    <FieldOf form={form} name={name} label={label} required>
      <StyledInput {...form.field(name)} type="number" inputMode="numeric" min={1} step={1} aria-required="true" />
    </FieldOf>
  );
  return (
    <ResourceForm editing={editing !== null} submitting={form.submitting} onSubmit={submit} onCancel={onCancel}>
      <FieldGrid>
        {!editing && (
          <FieldOf form={form} name="course" label={copy.course} required>
            <StyledSelect {...form.field('course')} aria-required="true">
              <option value="">{copy.chooseCourse}</option>
              {unpublished.map((slug) => (
                <option key={slug} value={slug}>
                  {courseLabel(slug)}
                </option>
              ))}
            </StyledSelect>
          </FieldOf>
        )}
        {numberField('feeInr', copy.fee)}
        <FieldOf form={form} name="period" label={copy.period} required>
          <StyledSelect {...form.field('period')} aria-required="true">
            <option value="">{copy.choosePeriod}</option>
            {FEE_PERIODS.map((period) => (
              <option key={period} value={period}>
                {copy.periods[period]}
              </option>
            ))}
          </StyledSelect>
        </FieldOf>
        {numberField('classesPerPeriod', copy.classesPerPeriod)}
        {numberField('batchSize', copy.batchSize)}
        {numberField('classMinutes', copy.classMinutes)}
      </FieldGrid>
      <FieldOf form={form} name="included" label={copy.included} required>
        <TextArea {...form.field('included')} maxLength={500} aria-required="true" />
      </FieldOf>
    </ResourceForm>
  );
}

/** A course of the catalogue, with its published fee or none. */
interface CourseFee {
  slug: string;
  label: string;
  fee: FeeRecord | null;
}

const COLUMNS: readonly Column<CourseFee>[] = [
  { header: copy.course, rowHeader: true, cell: (row) => row.label },
  { header: copy.fee, cell: (row) => row.fee && formatInr(row.fee.feeInr) },
  {
    header: copy.period,
    cell: (row) =>
      row.fee && (row.fee.periodConfirmed ? copy.billing(row.fee.period, row.fee.classesPerPeriod) : <strong>{copy.confirmPeriod}</strong>),
  },
  { header: copy.batchSize, cell: (row) => row.fee && copy.upTo(row.fee.batchSize) },
  { header: copy.classMinutes, cell: (row) => row.fee && copy.perClass(row.fee.classMinutes) },
  { header: copy.included, cell: (row) => row.fee?.included },
];

/** /fees: every course of the catalogue with its published fee, or none. */
export default function FeesPage() {
  const page = useResource(feeResource);
  const { state } = page;
  const fees = state.kind === 'loaded' ? state.data : state.kind === 'loading' ? (state.previous ?? []) : [];
  const unpublished = COURSES.map((course) => course.slug).filter((slug) => !fees.some((fee) => fee.course === slug));
  return (
    <ResourcePage resource={feeResource} page={page} form={(props) => <FeeForm {...props} unpublished={unpublished} />}>
      {(published) => (
        <ResourceTable
          label={copy.heading}
          columns={COLUMNS}
          rows={COURSES.map(({ slug, label }) => ({ slug, label, fee: published.find((fee) => fee.course === slug) ?? null }))}
          rowKey={(row) => row.slug}
          actions={(row) => row.fee && page.actions(row.fee)}
          note={(row) => (row.fee ? null : copy.notPublished)}
        />
      )}
    </ResourcePage>
  );
}
