import { useLingui } from "@lingui/react/macro";
import { type RetentionDays } from "@rawaq/domain/privacy";
import { PROCESSING_RECORDS, type ProcessingRecord } from "@rawaq/domain/processing-records";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { FailureText } from "../../components/load-state.tsx";
import { useTableLabels } from "../../components/table-labels.ts";
import { useProcessingLabels } from "../../features/privacy/processing-labels.ts";

export interface ProcessingRecordsTableProps {
  /** This server's retention periods (GET /api/privacy); undefined while they load. */
  retentionDays: RetentionDays | undefined;
  /** Why the periods could not be read, shown with a retry instead of the rows. */
  error?: unknown;
  onRetry: () => void;
}

/**
 * Every record of PROCESSING_RECORDS: the data and what it holds, its purpose, legal basis,
 * retention and who sees it. Under 40rem the table becomes one card per record (DataTable).
 */
export function ProcessingRecordsTable({
  retentionDays,
  error,
  onRetry,
}: ProcessingRecordsTableProps) {
  const { t } = useLingui();
  const labels = useProcessingLabels();
  const tableLabels = useTableLabels();

  const columns: DataTableColumn<ProcessingRecord>[] = [
    {
      id: "data",
      header: t`Data`,
      isRowHeader: true,
      className: "min-w-56 align-top",
      cell: (record) => (
        <div className="flex flex-col gap-1 text-start font-normal">
          <span className="font-semibold text-slate-900">{labels.data[record.data].name}</span>
          <span className="text-slate-700">{labels.data[record.data].holds}</span>
        </div>
      ),
    },
    {
      id: "purpose",
      header: t`Purpose`,
      className: "min-w-48 align-top",
      cell: (record) => labels.purposes[record.purpose],
    },
    {
      id: "basis",
      header: t`Legal basis`,
      className: "min-w-40 align-top",
      cell: (record) => labels.bases[record.basis],
    },
    {
      id: "retention",
      header: t`Retention`,
      className: "min-w-56 align-top",
      // Rendered only once the periods are known (the table loads until then).
      cell: (record) => (retentionDays ? labels.retention(record.retention, retentionDays) : null),
    },
    {
      id: "audience",
      header: t`Who sees it`,
      className: "min-w-48 align-top",
      cell: (record) => (
        <ul className="flex list-disc flex-col gap-0.5 ps-4">
          {record.audience.map((audience) => (
            <li key={audience}>{labels.audiences[audience]}</li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <DataTable
      {...tableLabels}
      caption={t`Records of processing`}
      columns={columns}
      rows={[...PROCESSING_RECORDS]}
      getRowId={(record) => record.data}
      isLoading={!retentionDays && !error}
      error={
        !retentionDays && error ? (
          <FailureText error={error}>{t`The retention periods could not be loaded.`}</FailureText>
        ) : undefined
      }
      onRetry={onRetry}
      loadingRowCount={PROCESSING_RECORDS.length}
    />
  );
}
