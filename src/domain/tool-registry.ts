/** Tutor tools registry (product.md#tutor-tools, product.md#errors-service). */

export interface ToolDefinition {
  name: string;
  description?: string;
  /** JSON Schema of the arguments, as sent to the realtime model. */
  parameters?: object;
}

export type ToolHandler = (args: Record<string, unknown>) => unknown;

export interface RegisteredTool {
  definition: ToolDefinition;
  handler: ToolHandler;
}

/** What a failed call returns to the tutor instead of a result (product.md#tutor-tools). */
export interface ToolCallError {
  error: string;
}

/** Misuse of the registry itself (product.md#errors-service). */
export class ToolRegistryError extends Error {
  override name = 'ToolRegistryError';
}

export const toolErrors = {
  missingName: 'Missing tool name in definition',
  duplicate: (name: string) => `Tool "${name}" already added. Please remove it first.`,
  notAFunction: (name: string) => `Tool "${name}" handler must be a function`,
  notAdded: (name: string) => `Tool "${name}" not added`,
} as const;

export interface ToolRegistry {
  add(definition: ToolDefinition, handler: ToolHandler): void;
  remove(name: string): void;
  get(name: string): RegisteredTool | undefined;
  list(): ToolDefinition[];
  /** Runs a tool; failures (including an unknown name) come back as `{ error }`, never thrown. */
  call(name: string, args: Record<string, unknown>): Promise<unknown>;
}

/** Memory keys of set_memory: lowercase with underscores (product.md#tutor-tools). */
export function isMemoryKey(key: string): boolean {
  return /^[a-z][a-z0-9_]*$/.test(key);
}

/** A registry enforcing: a name, unique, handler a function (product.md#tutor-tools). */
export function createToolRegistry(): ToolRegistry {
  const tools = new Map<string, RegisteredTool>();
  return {
    add(definition, handler) {
      // Checked at run time too: definitions may come from untyped code or configuration.
      const name: unknown = definition?.name;
      if (typeof name !== 'string' || name.trim() === '') throw new ToolRegistryError(toolErrors.missingName);
      if (tools.has(name)) throw new ToolRegistryError(toolErrors.duplicate(name));
      if (typeof handler !== 'function') throw new ToolRegistryError(toolErrors.notAFunction(name));
      tools.set(name, { definition: { ...definition }, handler });
    },
    remove(name) {
      if (!tools.delete(name)) throw new ToolRegistryError(toolErrors.notAdded(name));
    },
    get(name) {
      return tools.get(name);
    },
    list() {
      return [...tools.values()].map((tool) => tool.definition);
    },
    async call(name, args) {
      const tool = tools.get(name);
      // The tutor may ask for a tool we do not have; it gets an error result, like any failure.
      if (!tool) return { error: toolErrors.notAdded(name) } satisfies ToolCallError;
      try {
        return await tool.handler(args);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        return { error: message } satisfies ToolCallError;
      }
    },
  };
}
