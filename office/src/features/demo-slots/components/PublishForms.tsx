import { StyledInput, StyledSelect } from '@academy/shared';
import { demoExceptionInputSchema, demoRuleInputSchema, demoSlotInputSchema, WEEKDAYS } from '@academy/contracts/office-rules';
import { instantOfIstWallClock } from '@academy/contracts/records';
import type { TeacherRecord } from '@academy/contracts/records';
import { slotsCopy as copy } from '../../../content/demos';
import { istDateTime } from '@academy/contracts/time';
import { DateTimeInput, FieldGrid, Panel } from '../../../lib/ui';
import { addException, addRule, addSlot } from '../api/demoSlots';
import { Field, PublishEnd, SlotBasics } from './PublishFields';
import { usePublishForm } from './usePublishForm';

const BASICS = { minutes: '30', capacity: '1', course: 'chess', teacherId: '' };
const numberOr = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text) : text);

/** One-off slot, weekly rule and day off: each judged by the API's schema, then published. */
export function PublishForms({ teachers, today, published }: { teachers: readonly TeacherRecord[]; today: string; published: () => void }) {
  const slot = usePublishForm({
    prefix: 'slot',
    initial: { startsAt: '', ...BASICS },
    toBody: (v) => ({
      startsAt: instantOfIstWallClock(v.startsAt) ?? v.startsAt,
      minutes: numberOr(v.minutes),
      capacity: numberOr(v.capacity),
      course: v.course,
      teacherId: v.teacherId,
    }),
    schema: demoSlotInputSchema,
    send: async (body) => copy.slotPublished(istDateTime((await addSlot(body)).startsAt)),
    done: published,
  });
  const rule = usePublishForm({
    prefix: 'rule',
    initial: { weekday: '1', timeIst: '17:00', ...BASICS, from: today, until: today },
    toBody: (v) => ({ ...v, weekday: numberOr(v.weekday), minutes: numberOr(v.minutes), capacity: numberOr(v.capacity) }),
    schema: demoRuleInputSchema,
    send: async (body) => {
      const made = await addRule(body);
      return copy.rulePublished(made.slots.length, made.skipped.length);
    },
    done: published,
  });
  const dayOff = usePublishForm({
    prefix: 'dayoff',
    initial: { day: today, teacherId: '', reason: '' },
    toBody: (v) => ({ ...v, teacherId: v.teacherId || null }),
    schema: demoExceptionInputSchema,
    send: async (body) => {
      const added = await addException(body);
      return copy.exceptionAdded(added.slotsRemoved, added.slotsWithBookings.length);
    },
    done: published,
  });

  return (
    <>
      <Panel aria-labelledby="publish-one">
        <h2 id="publish-one">{copy.oneOff}</h2>
        <form onSubmit={slot.onSubmit} noValidate>
          <FieldGrid>
            <Field form={slot} name="startsAt" label={copy.startsAt}>
              <DateTimeInput {...slot.field('startsAt')} type="datetime-local" />
            </Field>
            <SlotBasics form={slot} teachers={teachers} />
          </FieldGrid>
          <PublishEnd form={slot} submit={copy.publishSlot} />
        </form>
      </Panel>
      <Panel aria-labelledby="publish-rule">
        <h2 id="publish-rule">{copy.rule}</h2>
        <form onSubmit={rule.onSubmit} noValidate>
          <FieldGrid>
            <Field form={rule} name="weekday" label={copy.weekday}>
              <StyledSelect {...rule.field('weekday')}>
                {WEEKDAYS.map((name, index) => (
                  <option key={name} value={String(index + 1)}>
                    {name}
                  </option>
                ))}
              </StyledSelect>
            </Field>
            <Field form={rule} name="timeIst" label={copy.timeIst}>
              <DateTimeInput {...rule.field('timeIst')} type="time" />
            </Field>
            <SlotBasics form={rule} teachers={teachers} />
            <Field form={rule} name="from" label={copy.from}>
              <DateTimeInput {...rule.field('from')} type="date" />
            </Field>
            <Field form={rule} name="until" label={copy.until}>
              <DateTimeInput {...rule.field('until')} type="date" />
            </Field>
          </FieldGrid>
          <PublishEnd form={rule} submit={copy.publishRule} />
        </form>
      </Panel>
      <Panel aria-labelledby="publish-dayoff">
        <h2 id="publish-dayoff">{copy.exception}</h2>
        <form onSubmit={dayOff.onSubmit} noValidate>
          <FieldGrid>
            <Field form={dayOff} name="day" label={copy.day}>
              <DateTimeInput {...dayOff.field('day')} type="date" />
            </Field>
            <Field form={dayOff} name="teacherId" label={copy.teacher}>
              <StyledSelect {...dayOff.field('teacherId')}>
                <option value="">{copy.allTeachers}</option>
                {teachers.map((teacher) => (
                  <option key={teacher.id} value={teacher.id}>
                    {teacher.name}
                  </option>
                ))}
              </StyledSelect>
            </Field>
            <Field form={dayOff} name="reason" label={copy.reason}>
              <StyledInput {...dayOff.field('reason')} />
            </Field>
          </FieldGrid>
          <PublishEnd form={dayOff} submit={copy.publishException} />
        </form>
      </Panel>
    </>
  );
}
