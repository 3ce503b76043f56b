import { type FileAnalysisRow, getFileAnalysis } from '@factory/api';
import { Heading, Stack, Text, vars } from '@factory/ui';
import { useQuery } from '@tanstack/react-query';
import { AnalysisState } from '../shared/AnalysisState.tsx';
import { ChartWithTable } from '../shared/ChartWithTable.tsx';
import { formatBytes, formatCount } from '../shared/format.ts';
import {
  largestFiles,
  referenceUsage,
  rootFolderLabel,
  type UsageGroup,
  unreferencedFiles,
  usageByFolder,
  usageByType,
} from './fileAnalysis.ts';

export const fileAnalysisQuery = { queryKey: ['admin', 'analysis-files'] as const, queryFn: () => getFileAnalysis() };

const bytesSeries = [{ key: 'bytes', name: 'Storage', color: vars.color.brand }];
const usageChart = (groups: readonly UsageGroup[]) => ({
  rows: groups.map((g) => ({ label: g.label, bytes: g.bytes })),
  series: bytesSeries,
  format: formatBytes,
});
const usageColumns = [
  { header: 'Files', numeric: true, cell: (g: UsageGroup) => formatCount(g.files) },
  { header: 'Storage', numeric: true, cell: (g: UsageGroup) => formatBytes(g.bytes) },
];
const fileColumns = [
  { header: 'Folder', cell: (r: FileAnalysisRow) => r.folder || rootFolderLabel },
  { header: 'Size', numeric: true, cell: (r: FileAnalysisRow) => formatBytes(r.size) },
];

function FileAnalysis({ rows }: { rows: FileAnalysisRow[] }) {
  const total = rows.reduce((sum, r) => sum + r.size, 0);
  const largest = largestFiles(rows, 10);
  const orphans = unreferencedFiles(rows);
  return (
    <Stack gap="xl">
      <Text>
        {`${formatCount(rows.length)} files use ${formatBytes(total)} of the media bucket; ${formatCount(orphans.length)} of them are referred to by no record.`}
      </Text>
      <ChartWithTable
        title="Storage by folder"
        rows={usageByFolder(rows)}
        rowHeader={{ header: 'Folder', cell: (g) => g.label }}
        columns={usageColumns}
        chart={usageChart(usageByFolder(rows))}
        emptyText="The media bucket has no files."
      />
      <ChartWithTable
        title="Storage by file type"
        rows={usageByType(rows)}
        rowHeader={{ header: 'File type', cell: (g) => g.label }}
        columns={usageColumns}
        chart={usageChart(usageByType(rows))}
        emptyText="The media bucket has no files."
      />
      <ChartWithTable
        title="Largest files"
        rows={largest}
        rowHeader={{ header: 'File', cell: (r) => r.name }}
        columns={fileColumns}
        chart={{
          rows: largest.map((r) => ({ label: r.name, bytes: r.size })),
          series: bytesSeries,
          format: formatBytes,
        }}
        emptyText="The media bucket has no files."
      />
      <ChartWithTable
        title="Referenced and unreferenced files"
        rows={referenceUsage(rows)}
        rowHeader={{ header: 'References', cell: (g) => g.label }}
        columns={usageColumns}
        chart={usageChart(referenceUsage(rows))}
        emptyText="The media bucket has no files."
      />
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
      <AnalysisState query={query} what="file analysis">
        {(rows) => (rows.length === 0 ? <Text>The media bucket has no files.</Text> : <FileAnalysis rows={rows} />)}
      </AnalysisState>
    </Stack>
  );
}
