import type { FileAnalysisRow } from '@factory/api';
import { formatFileSize, Heading, Stack, Text, vars } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { fileAnalysisQuery } from '../../../queries/index.ts';
import { formatNumber, loadTexts, QueryState } from '../../../shared/index.ts';
import { ChartWithTable } from '../shared/ChartWithTable.tsx';
import {
  largestFiles,
  referenceUsage,
  rootFolderLabel,
  type UsageGroup,
  unreferencedFiles,
  usageByFolder,
  usageByType,
} from './fileAnalysis.ts';

const bytesSeries = [{ key: 'bytes', name: 'Storage', color: vars.color.brand }];
const usageColumns = [
  { header: 'Files', numeric: true, cell: (g: UsageGroup) => formatNumber(g.files) },
  { header: 'Storage', numeric: true, cell: (g: UsageGroup) => formatFileSize(g.bytes) },
];
const noFiles = 'The media bucket has no files.';
const fileColumns = [
  { header: 'Folder', cell: (r: FileAnalysisRow) => r.folder || rootFolderLabel },
  { header: 'Size', numeric: true, cell: (r: FileAnalysisRow) => formatFileSize(r.size) },
];

/** The bucket's use split one way (by folder, file type or references): files and storage per group. */
function UsageSection({ title, groupHeader, groups }: { title: string; groupHeader: string; groups: UsageGroup[] }) {
  return (
    <ChartWithTable
      title={title}
      rows={groups}
      rowHeader={{ header: groupHeader, cell: (g) => g.label }}
      columns={usageColumns}
      chart={{
        rows: groups.map((g) => ({ label: g.label, bytes: g.bytes })),
        series: bytesSeries,
        format: formatFileSize,
      }}
      emptyText={noFiles}
    />
  );
}

function FileAnalysis({ rows }: { rows: FileAnalysisRow[] }) {
  const total = rows.reduce((sum, r) => sum + r.size, 0);
  const largest = largestFiles(rows, 10);
  const orphans = unreferencedFiles(rows);
  return (
    <Stack gap="xl">
      <Text>
        {`${formatNumber(rows.length)} files use ${formatFileSize(total)} of the media bucket; ${formatNumber(orphans.length)} of them are referred to by no record.`}
      </Text>
      <UsageSection title="Storage by folder" groupHeader="Folder" groups={usageByFolder(rows)} />
      <UsageSection title="Storage by file type" groupHeader="File type" groups={usageByType(rows)} />
      <ChartWithTable
        title="Largest files"
        rows={largest}
        rowHeader={{ header: 'File', cell: (r) => r.name }}
        columns={fileColumns}
        chart={{
          rows: largest.map((r) => ({ label: r.name, bytes: r.size })),
          series: bytesSeries,
          format: formatFileSize,
        }}
        emptyText={noFiles}
      />
      <UsageSection title="Referenced and unreferenced files" groupHeader="References" groups={referenceUsage(rows)} />
      <ChartWithTable
        title="Files no record refers to"
        description={
          <Text tone="muted">Neither a category, a product nor a document uses these files; they may be deleted.</Text>
        }
        rows={orphans}
        rowHeader={{ header: 'File', cell: (r) => r.name }}
        columns={fileColumns}
        emptyText="Every file is referred to by a record."
      />
    </Stack>
  );
}

/** `/admin/analysis/files`: the media bucket's use by folder and type, the largest files and unreferenced ones. */
export function FileAnalysisScreen() {
  const query = useQuery(fileAnalysisQuery);
  return (
    <Stack gap="lg">
      <Heading level={1}>File analysis</Heading>
      <QueryState query={query} {...loadTexts('the file analysis')}>
        {(rows) => (rows.length === 0 ? <Text>{noFiles}</Text> : <FileAnalysis rows={rows} />)}
      </QueryState>
    </Stack>
  );
}
