// Package stitchmcp serves stitchgen tools over the Model Context Protocol, through the
// official Go SDK (github.com/modelcontextprotocol/go-sdk).
//
// # Where it sits
//
// stitchgen writes, per tool, a [stitch.Tool]: the tool's name, description, its advertised
// schema (what a model is shown) and a generated one-pass parser. This package is what a
// server uses to put those tools on an [mcp.Server]. It is the only package of the module
// that imports the MCP SDK: generated code and the parser runtime (package stitch) do not,
// so a program that never serves MCP never links the SDK.
//
// # Why not the SDK's typed mcp.AddTool
//
// The SDK's typed path infers a schema from the Go type by reflection, decodes the
// arguments into a map[string]any (integers above 2^53 lose their last digits), validates
// that map against the schema, re-encodes it and decodes it again into the struct; of
// several errors it reports one, not always the same, as a line of text. It also cannot decode a
// stitch union, which is a Go interface. [AddTool] registers through the SDK's raw
// [mcp.Server.AddTool] instead: the tool's input schema is the static advertised schema
// bytes (the SDK neither infers nor re-validates anything) and the generated parser is the
// only judge of a call, so every issue is reported at once, with its path.
//
// # What a call goes through
//
//  1. The before hook (see [WithHooks]) sees the tool name and the size of the arguments.
//  2. The generated parser reads the raw arguments under the configured [stitch.Limits]
//     (absent or null arguments read as {}).
//  3. If it finds issues, the handler is not called and the result is the validation
//     envelope (below).
//  4. Otherwise the handler gets the typed value. An error it returns becomes an error
//     result with the same envelope shape and the error's own code (see [Error]); a plain
//     error has the code TOOL_ERROR.
//  5. A value it returns becomes the result (see [AddTool] for how each Out type is sent).
//  6. The after hook sees the outcome: ok, validation_error or tool_error, the issues, the
//     error and the duration.
//
// # The error envelope
//
// A call the parser rejects gets a result with isError: true and one text content:
//
//	{"error":"VALIDATION_ERROR","details":{"message":"name: …; limit: …","issues":[{"path":"name","code":"too_small","message":"…"},…]},"_hint":"…"}
//
// It is a tool result, never a JSON-RPC error, so the model reads it and can correct its
// call. details.message is [stitch.Issues.Error] (the first five issues, one line);
// details.issues is every issue; "_hint" comes from [WithErrorHint] or [DefaultHint]. The
// text is written in this key order and without HTML escaping, so it reads as it is sent.
//
// # Output schemas
//
// stitchgen writes the output schema too: a tool declared with //stitch:tool output=X has
// X's schema in its [stitch.Meta].Output, and [AddTool] advertises it when the handler
// returns X or *X. [WithOutputSchema] overrides it, or gives one to a tool without. The
// adapter does not validate results against it (the result is the server's own value,
// encoded by encoding/json).
package stitchmcp
