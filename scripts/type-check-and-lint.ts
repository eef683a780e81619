/**
 * The type check and ESLint over one TypeScript program: what `tsc --noEmit` reports, then what
 * `eslint --max-warnings 0 .` reports, with the project's own tsconfig.json and eslint.config.js. ESLint's
 * type-aware rules would otherwise make and check a program of their own, the same work as tsc's again
 * (docs/performance.md). Fails on any type error and on any ESLint error or warning.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

export interface CheckReport {
  ok: boolean;
  /** What tsc and ESLint would print: each problem by file and line. */
  text: string;
}

/** Type-checks and lints the project in `dir` (its tsconfig.json and eslint.config.js). */
export async function typeCheckAndLint(dir: string, colour = false): Promise<CheckReport> {
  const program = programOf(dir);
  // As tsc reports them: the configuration's, the options', then each file's syntax and types.
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => dir,
    getNewLine: () => '\n',
  };
  const types = colour
    ? ts.formatDiagnosticsWithColorAndContext(diagnostics, host)
    : ts.formatDiagnostics(diagnostics, host);

  const eslint = new ESLint({
    cwd: dir,
    // The type-aware rules read the program above. The configuration's project service stays for editors,
    // which lint one file at a time.
    overrideConfig: {
      files: ['**/*.{ts,tsx,mts,cts}'],
      languageOptions: { parserOptions: { projectService: false, programs: [program] } },
    },
  });
  const results = await eslint.lintFiles(['.']);
  const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
  const lint = problems > 0 ? await (await eslint.loadFormatter('stylish')).format(results) : '';

  const summary = [
    diagnostics.length > 0 ? `tsc: ${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'}` : '',
    problems > 0 ? `ESLint: ${problems} problem${problems === 1 ? '' : 's'} (no warning is allowed)` : '',
  ].filter(Boolean);
  return { ok: summary.length === 0, text: [types, lint, ...summary].filter(Boolean).join('\n') };
}

/** The program tsc would check for dir's tsconfig.json, whole: no incremental state to read or write. */
function programOf(dir: string): ts.Program {
  const configFile = ts.findConfigFile(dir, ts.sys.fileExists.bind(ts.sys));
  if (!configFile) throw new Error(`type check: no tsconfig.json in ${dir}`);
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(`type check: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
      },
    },
  );
  if (!config) throw new Error(`type check: cannot read ${configFile}`);
  return ts.createProgram({
    rootNames: config.fileNames,
    options: { ...config.options, incremental: false, tsBuildInfoFile: undefined },
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
    projectReferences: config.projectReferences,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok, text } = await typeCheckAndLint(process.cwd(), process.stdout.isTTY);
  if (text) console.log(text);
  process.exitCode = ok ? 0 : 1;
}
