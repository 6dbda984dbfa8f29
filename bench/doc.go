// Package bench compares stitchgen's generated parsers with the usual ways Go
// code reads an LLM tool call, on identical bytes:
//
//   - stitch: the generated ParseX function (examples/broadcast, and ./deep);
//   - encoding_json: encoding/json.Unmarshal alone, with no checks at all: the floor;
//   - sonic_std, sonic_fastest, goccy, json_v2: the fast decoders a performance-minded Go
//     user picks, also with no checks: github.com/bytedance/sonic (ConfigStd and
//     ConfigFastest), github.com/goccy/go-json, and encoding/json/v2 (only when built with
//     GOEXPERIMENT=jsonv2: json_v2_test.go);
//   - validator: encoding/json, then github.com/go-playground/validator/v10 with
//     validate tags equivalent to the stitch tags, on mirror structs;
//   - mcp_sdk: the path of the official MCP Go SDK (v1.8.0, mcp/tool.go applySchema and
//     mcp/server.go toolForErr): decode into map[string]any, apply defaults and validate
//     with github.com/google/jsonschema-go against the tool's exact schema (resolved once),
//     re-encode, and decode into the struct;
//   - santhosh: github.com/santhosh-tekuri/jsonschema/v6 (schema compiled once, formats
//     asserted) validates the document, then encoding/json decodes it.
//
// The payloads are built in code, deterministically: a small flat call (message_send,
// about 150 bytes), a union-heavy call (broadcast_create with 50 content parts of mixed
// kinds), a large call (contact_import with 10 000 contacts, about 1 MB) and a call
// nested as deep as the runtime accepts (filter_apply, stitch.DefaultMaxDepth levels).
//
// The plain decoders cannot fill an interface, so for the two union payloads every contender
// but stitch decodes into a mirror struct whose union field is one concrete struct
// holding the fields of all variants; the validator contender then checks the variants
// with a struct-level function (the label decides which fields are required and which
// are forbidden), the way validator users write unions.
//
// What each contender checks differs, and the numbers should be read with that in mind:
// the plain decoders check nothing (unknown keys, duplicate keys, missing keys and bounds all
// pass); validator cannot see absent keys, duplicates or unknown keys and reports the
// first failing field per struct; the schema validators see every visible constraint but
// not hidden ones (refine, trim), and the SDK's validator does not assert formats. Only
// stitch reports every issue with a path, in one pass.
//
// Run "go test" for the quick check that every contender accepts every payload and that
// the values agree; see BENCHMARKS.md at the repository root for the benchmark commands
// and results. ./cmd/gencost measures the generator's own cost.
package bench
