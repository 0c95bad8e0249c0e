// Feature benches (story engine, library reads) join here as the features land.
export async function extraBenches(
  _base: string,
  _headers: Record<string, string>,
  _cookie: string,
  _dataDir: string,
): Promise<Record<string, unknown>> {
  return {};
}
