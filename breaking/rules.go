package breaking

// Rule is one row of the rule table: its id, name, category and verdict
// (some rules decide their verdict per finding: F3, F7, F28, U6, D2, D3;
// and samples settle a finding without a witness: Probes).
type Rule struct {
	ID, Name, Category string
	Verdict            Verdict
	Doc                string
}

// Rules is the table, in the order of docs/breaking.md; TestDocsRules keeps
// that page's table equal to it.
var Rules = []Rule{
	{"T1", "TOOL_REMOVED", "ACCEPT", Breaking, "tool removed or renamed"},
	{"T2", "TOOL_ADDED", "ACCEPT", Info, "tool added"},
	{"T3", "TOOL_DESCRIPTION_CHANGED", "ADVERTISE", Info, "tool description changed"},
	{"T5", "STRICT_LOST", "DIALECT", Risky, "a dialect's declaration is no longer strict"},
	{"T6", "STRICT_BUDGET_EXCEEDED", "DIALECT", Risky, "a tool added past Anthropic's per-request strict budget is declared strict: false"},
	{"T7", "TOOL_TITLE_CHANGED", "ADVERTISE", Info, "tool title added, changed or removed"},
	{"T8", "TOOL_HINTS_CHANGED", "ADVERTISE", Risky, "a tool's MCP hints promise less (no longer read-only or idempotent, now destructive or open world: RISKY), or more (INFO)"},
	{"F1", "FIELD_REMOVED_STRICT", "ACCEPT", Breaking, "field removed from a strict object"},
	{"F2", "FIELD_REMOVED_PLAIN", "ACCEPT", Risky, "field removed from a plain object (now silently ignored)"},
	{"F3", "FIELD_REMOVED_REST", "ACCEPT", Breaking, "field removed from an object with a rest map: BREAKING if an old value is not a rest value, else RISKY"},
	{"F4", "FIELD_RENAMED", "ACCEPT", Breaking, "JSON name of a Go field changed"},
	{"F5", "REQUIRED_FIELD_ADDED", "ACCEPT", Breaking, "required field added"},
	{"F6", "OPTIONAL_FIELD_ADDED", "ACCEPT", Info, "optional field added to a strict object (RISKY with a default)"},
	{"F7", "FIELD_ADDED_OPEN", "ACCEPT", Breaking, "optional field added to a plain or rest object: BREAKING unless it takes every value the old policy took"},
	{"F8", "FIELD_BECAME_REQUIRED", "ACCEPT", Breaking, "optional field became required"},
	{"F9", "FIELD_BECAME_OPTIONAL", "ACCEPT", Info, "required field became optional"},
	{"F10", "NULLABLE_REMOVED", "ACCEPT", Breaking, "nullable removed"},
	{"F11", "NULLABLE_ADDED", "ACCEPT", Info, "nullable added"},
	{"F12", "KIND_CHANGED", "ACCEPT", Breaking, "JSON kind changed"},
	{"F13", "INTEGER_TO_NUMBER", "ACCEPT", Info, "integer became number"},
	{"F14", "NUMBER_TO_INTEGER", "ACCEPT", Breaking, "number became integer"},
	{"F15", "GO_RANGE_NARROWED", "ACCEPT", Breaking, "Go type's range narrowed (int64 → int32, int → uint, uint64 → int64, float64 → float32)"},
	{"F16", "GO_RANGE_WIDENED", "ACCEPT", Info, "Go type's range widened"},
	{"F17", "ENUM_VALUE_REMOVED", "ACCEPT", Breaking, "enum value removed"},
	{"F18", "ENUM_VALUE_ADDED", "ACCEPT", Info, "enum value added"},
	{"F19", "ENUM_ADDED", "ACCEPT", Breaking, "enum added to a free field"},
	{"F20", "ENUM_REMOVED", "ACCEPT", Info, "enum removed"},
	{"F21", "MIN_INCREASED", "ACCEPT", Breaking, "number's lower bound raised or set (min, gt)"},
	{"F22", "MAX_DECREASED", "ACCEPT", Breaking, "number's upper bound lowered or set (max, lt)"},
	{"F23", "BOUND_RELAXED", "ACCEPT", Info, "bound relaxed or removed"},
	{"F24", "BOUND_EXCLUSIVITY_CHANGED", "ACCEPT", Breaking, "inclusive ↔ exclusive bound whose interval shrank"},
	{"F25", "LENGTH_NARROWED", "ACCEPT", Breaking, "string length min raised or max lowered (runes)"},
	{"F26", "COUNT_NARROWED", "ACCEPT", Breaking, "items or entries min raised or max lowered"},
	{"F27", "PATTERN_ADDED", "ACCEPT", Breaking, "pattern added"},
	{"F28", "PATTERN_CHANGED", "ACCEPT", Breaking, "pattern changed: BREAKING with a witness, INFO when no sample of the old checks is refused, else RISKY"},
	{"F29", "PATTERN_REMOVED", "ACCEPT", Info, "pattern removed"},
	{"F30", "FORMAT_ADDED", "ACCEPT", Breaking, "format added or changed"},
	{"F31", "FORMAT_REMOVED", "ACCEPT", Info, "format removed"},
	{"F32", "TEXT_TYPE_CHANGED", "ACCEPT", Risky, "a type that reads itself from text swapped in or changed: its acceptance is code (BREAKING when it refuses a sample of the old checks)"},
	{"F34", "KEY_POLICY_CLOSED", "ACCEPT", Breaking, "unknown keys no longer accepted (plain → strict, rest removed)"},
	{"F35", "KEY_POLICY_OPENED", "ACCEPT", Info, "unknown keys accepted (INFO for rest, RISKY for plain: silently dropped)"},
	{"F36", "REST_NARROWED", "ACCEPT", Breaking, "rest map's value narrowed (any F rule at {*})"},
	{"F37", "REQUIRES_CHANGED", "ACCEPT", Breaking, "a key requires more keys when sent (requires=): BREAKING; fewer: INFO"},
	{"D1", "DEFAULT_CHANGED", "ACCEPT", Risky, "default added, changed or removed"},
	{"D2", "TOLERANCE_REMOVED", "ACCEPT", Risky, "tolerance removed (BREAKING under -strict-tolerances, or when a value it let through passes the old checks as sent: zero-ok's zero value)"},
	{"D3", "TOLERANCE_ADDED", "ACCEPT", Info, "tolerance added (RISKY for trim, lower, upper: the value arrives rewritten; BREAKING when a value the old checks took is refused once rewritten)"},
	{"D4", "CATCH_CHANGED", "ACCEPT", Risky, "catch value changed"},
	{"D5", "REFINE_ADDED", "ACCEPT", Risky, "refine added: a hidden check, unprovable (BREAKING when it refuses a sample of the old checks)"},
	{"D6", "REFINE_CHANGED", "ACCEPT", Risky, "a refine function's source changed (its hash in the contract): unprovable"},
	{"D7", "REFINE_REMOVED", "ACCEPT", Info, "refine removed"},
	{"U1", "VARIANT_REMOVED", "ACCEPT", Breaking, "union variant or label removed"},
	{"U2", "VARIANT_ADDED", "ACCEPT", Info, "union variant or label added"},
	{"U3", "DISCRIMINATOR_RENAMED", "ACCEPT", Breaking, "union discriminator key renamed"},
	{"U5", "STRUCT_TO_UNION", "ACCEPT", Breaking, "object became a union: BREAKING unless it is a by=keys variant every old call picks"},
	{"U6", "UNION_TO_STRUCT", "ACCEPT", Breaking, "union became an object: BREAKING unless it takes every variant"},
	{"U7", "UNION_CHOICE_CHANGED", "ACCEPT", Breaking, "a union chooses its variant another way (by label, kind or keys)"},
	{"U8", "MARKERS_CHANGED", "ACCEPT", Breaking, "a by=keys variant's marker keys changed"},
	{"U9", "DEFAULT_VARIANT_REMOVED", "ACCEPT", Breaking, "a union's default variant removed (a call without the discriminator is refused; RISKY when another variant is the default now)"},
	{"U10", "DEFAULT_VARIANT_ADDED", "ACCEPT", Info, "a union's default variant added: the discriminator may be left out"},
	{"A1", "ADVERTISED_CHANGED", "ADVERTISE", Info, "advertised schema changed while the contract did not"},
	{"A2", "HULL_CHANGED", "ADVERTISE", Info, "a key's advertised hull changed because a union variant was added or removed"},
	{"A3", "DESCRIPTION_CHANGED", "ADVERTISE", Info, "field description changed (not when only the label lists of its hints did: the union's finding says it)"},
	{"A4", "PROPERTY_ORDER_CHANGED", "ADVERTISE", Info, "advertised property order changed"},
	{"O1", "OUTPUT_WIDENED", "OUTPUT", Breaking, "the result type admits a value its old outputSchema rejects (clients validating structuredContent)"},
	{"O2", "OUTPUT_NARROWED", "OUTPUT", Info, "the result type narrowed, or its outputSchema added or removed"},
}

var ruleByID = func() map[string]*Rule {
	m := map[string]*Rule{}
	for i := range Rules {
		m[Rules[i].ID] = &Rules[i]
	}
	return m
}()

// codeRules are the rules of a change that adds code of the user's, which
// the review cannot read: samples of the old checks can refute it (one
// refused by the new parser is a witness), never prove it. unproven ends
// the finding's message when no sample ran, sampled (%s: "N samples of
// the old checks pass", and how many more were refused only for another
// change's issues) when none was refused for an issue of its own.
var codeRules = map[string]struct{ unproven, sampled string }{
	"D5":  {": a hidden check that cannot be proven either way; acknowledge it", ": a hidden check; %s, but refine's code cannot be sampled exhaustively; acknowledge it"},
	"F32": {": which strings it takes is code", ": which strings it takes is code; %s, but code cannot be sampled exhaustively"},
}
