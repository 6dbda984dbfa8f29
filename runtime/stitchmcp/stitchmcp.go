package stitchmcp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"runtime/debug"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/stitchgen/stitchgen/runtime/stitch"
	"github.com/stitchgen/stitchgen/runtime/stitchmcp/envelope"
)

// Handler handles one call whose arguments the generated parser accepted: in is the
// parsed value, defaults applied. req gives the session and the raw request.
//
// The value returned is the call's result (see [AddTool]); an error is a tool error the
// model reads (see [Error]), never a protocol error.
type Handler[In, Out any] func(ctx context.Context, req *mcp.CallToolRequest, in In) (Out, error)

// AddTool registers t on s through the SDK's raw [mcp.Server.AddTool], with h serving its
// calls. The tool's input schema is t.Meta.Advertised, sent as it is; t.Parse judges every call.
//
// How the value h returns is sent depends on Out:
//   - a struct, or a pointer to one: as structuredContent, and as its JSON in one text
//     content (as the SDK's typed path does); a nil pointer is sent as the struct's zero
//     value. Its output schema is the one generated for the tool's result type
//     (//stitch:tool output=X) when Out is X or *X, or the one [WithOutputSchema] gives.
//   - struct{}: an empty result (no content).
//   - *mcp.CallToolResult: as it is (nil is an empty result); the handler owns it.
//   - string: one text content holding the string.
//   - anything else: one text content holding the value's JSON (nothing for a nil any).
//
// AddTool returns an error, and registers nothing, if t, t.Parse or h is nil, or if an
// output schema is given that is not JSON or for an Out that sends no structured content:
// mistakes in the program, found when it registers its tools.
//
// A handler that panics does not take the server down: the call gets an error result with
// code [CodeInternal], and the hooks see the panic and its stack in [Outcome.Err].
func AddTool[In, Out any](s *mcp.Server, t *stitch.Tool[In], h Handler[In, Out], opts ...Option) error {
	if h == nil {
		return register[In, Out](s, t, nil, opts, "AddTool")
	}
	return register(s, t, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		out, err := h(ctx, req, in)
		return nil, out, err
	}, opts, "AddTool")
}

// AddToolFor is [AddTool] for a handler of the SDK's own typed signature, so code moving
// from [mcp.AddTool] keeps its handlers: replace mcp.AddTool(s, &mcp.Tool{…}, h) by
// stitchmcp.AddToolFor(s, GeneratedTool, h). A nil result is built from out as AddTool
// builds it; a result the handler returns is sent as it is, with out added as
// structuredContent (and as JSON text when it has no content) when Out is a struct or a
// pointer to one and the result carries none, as the SDK does. An error is a tool error
// the model reads, as with AddTool: the envelope, never a protocol error.
func AddToolFor[In, Out any](s *mcp.Server, t *stitch.Tool[In], h mcp.ToolHandlerFor[In, Out], opts ...Option) error {
	return register(s, t, h, opts, "AddToolFor")
}

// register is AddTool and AddToolFor: fn names the caller in errors.
func register[In, Out any](s *mcp.Server, t *stitch.Tool[In], h mcp.ToolHandlerFor[In, Out], opts []Option, fn string) error {
	if t == nil || t.Meta == nil || t.Parse == nil {
		return errors.New("stitchmcp." + fn + ": nil tool or tool without a parser")
	}
	m := t.Meta
	if h == nil {
		return fmt.Errorf("stitchmcp.%s %q: nil handler", fn, m.Name)
	}
	var c config
	for _, o := range opts {
		o(&c)
	}
	b := &binding[In, Out]{tool: t, handler: h, config: c}
	b.out, b.zero = outputOf[Out]()

	mt := &mcp.Tool{
		Name:        m.Name,
		Title:       m.Title,
		Description: m.Description,
		InputSchema: json.RawMessage(m.Advertised),
		Annotations: c.annotations,
	}
	if mt.Annotations == nil && m.Hints.Any() {
		mt.Annotations = annotations(m.Hints)
	}
	if c.outputSchema == nil && m.Output != nil && b.out == outStructured && returns[Out](m.OutputType) {
		// The generated schema of the tool's declared result type
		// (//stitch:tool output=X), when the handler returns that type (or a
		// pointer to it): a schema is never advertised for other values.
		c.outputSchema = m.Output
	}
	if c.outputSchema != nil {
		if !json.Valid(c.outputSchema) {
			return fmt.Errorf("stitchmcp.%s %q: the output schema is not JSON", fn, m.Name)
		}
		if b.out != outStructured && b.out != outResult {
			return fmt.Errorf("stitchmcp.%s %q: an output schema needs an Out that is a struct, a pointer to one or *mcp.CallToolResult, not %v", fn, m.Name, reflect.TypeFor[Out]())
		}
		mt.OutputSchema = c.outputSchema
	}
	s.AddTool(mt, b.handle)
	return nil
}

// annotations are the tool's hints as the SDK carries them: ReadOnlyHint and
// IdempotentHint are plain bools there (false when unsaid, MCP's default).
func annotations(h stitch.Hints) *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{
		ReadOnlyHint:    h.ReadOnly != nil && *h.ReadOnly,
		DestructiveHint: h.Destructive,
		IdempotentHint:  h.Idempotent != nil && *h.Idempotent,
		OpenWorldHint:   h.OpenWorld,
	}
}

// returns reports whether Out is the named type "path.Name" or a pointer to it.
func returns[Out any](name string) bool {
	rt := reflect.TypeFor[Out]()
	if rt.Kind() == reflect.Pointer {
		rt = rt.Elem()
	}
	return rt.PkgPath()+"."+rt.Name() == name
}

// Envelope codes.
const (
	// CodeValidation is the code of a call the generated parser rejected.
	CodeValidation = "VALIDATION_ERROR"
	// CodeToolError is the code of a handler error that is not an [*Error] with a code.
	CodeToolError = "TOOL_ERROR"
	// CodeInternal is the code of a call whose handler panicked.
	CodeInternal = "INTERNAL_ERROR"
)

// Error is a handler error with the parts of the envelope a model reads:
//
//	{"error":<Code>,"details":{"message":<Message>, <Details…>},"_hint":<Hint>}
//
// Details' members follow "message" in key order (a "message" member is ignored). An empty
// Code is [CodeToolError]; an empty Hint asks the [WithErrorHint] function for one.
// Handlers return it as an error, directly or wrapped.
type Error struct {
	Code    string
	Message string
	Details map[string]any
	Hint    string
}

// Error returns "code: message".
func (e *Error) Error() string { return e.code() + ": " + e.Message }

func (e *Error) code() string {
	if e.Code == "" {
		return CodeToolError
	}
	return e.Code
}

// Status is how a call ended, as hooks see it.
type Status string

// Statuses of a call.
const (
	StatusOK              Status = "ok"               // the handler returned a value
	StatusValidationError Status = "validation_error" // the parser rejected the arguments
	StatusToolError       Status = "tool_error"       // the handler returned an error
)

// CallInfo is what the hooks know about a call before it runs.
type CallInfo struct {
	Tool     string               // the tool's name
	ArgBytes int                  // the size of the arguments as received, in bytes
	Request  *mcp.CallToolRequest // the request, with its session
}

// Outcome is how a call ended.
type Outcome struct {
	Status Status
	// Code is the envelope's error code: "" when the status is ok.
	Code string
	// Duration runs from the call reaching the adapter to its result being ready: parse,
	// handler and encoding of the result.
	Duration time.Duration
	// Issues are the parser's issues (validation_error only).
	Issues stitch.Issues
	// Err is the handler's error (tool_error only), or the error encoding its value.
	Err error
}

// Option configures one tool's registration. Options apply in order: a later option of
// the same kind replaces an earlier one.
type Option func(*config)

type config struct {
	limits       stitch.Limits
	before       func(context.Context, CallInfo)
	after        func(context.Context, CallInfo, Outcome)
	hint         func(tool, code string) string
	outputSchema json.RawMessage
	annotations  *mcp.ToolAnnotations
}

// WithLimits sets the parser's limits (input size, depth, issue count); the zero Limits,
// the default, takes the stitch defaults.
func WithLimits(lim stitch.Limits) Option { return func(c *config) { c.limits = lim } }

// WithHooks sets functions called around every call, valid or not: before, as the call
// reaches the adapter, and after, once its result is ready. Either may be nil. They run on
// the call's goroutine; calls may run concurrently.
func WithHooks(before func(context.Context, CallInfo), after func(context.Context, CallInfo, Outcome)) Option {
	return func(c *config) { c.before, c.after = before, after }
}

// WithErrorHint sets the function that writes an error envelope's "_hint", from the tool's
// name and the envelope's code, when the error does not carry its own [Error.Hint]. An
// empty answer keeps the default: [DefaultHint].
func WithErrorHint(hint func(tool, code string) string) Option {
	return func(c *config) { c.hint = hint }
}

// WithOutputSchema sets the tool's output schema, sent as it is. Without it, AddTool uses
// the schema generated for the tool's declared result type (//stitch:tool output=X) when
// the handler returns that type or a pointer to it. It describes the value the handler
// returns; nothing checks that it does.
func WithOutputSchema(schema json.RawMessage) Option {
	return func(c *config) { c.outputSchema = schema }
}

// WithAnnotations sets the tool's annotations: a display title and hints to the client
// (read-only, destructive, idempotent, open world), in place of those its //stitch:tool
// directive states (readonly, destructive, idempotent, openworld), which AddTool sends
// without it.
func WithAnnotations(a *mcp.ToolAnnotations) Option {
	return func(c *config) { c.annotations = a }
}

// DefaultHint is the hint of an envelope nobody wrote one for: for a validation error, it
// tells the model nothing was done and to send the call again corrected; other codes get
// none ("" leaves "_hint" out).
func DefaultHint(tool, code string) string {
	if code == CodeValidation {
		return "Nothing was done. Fix every issue listed in details.issues and call " + tool + " again."
	}
	return ""
}

// outKind is how a handler's value is sent, decided once from Out.
type outKind uint8

const (
	outText       outKind = iota // a string as text, anything else as JSON text
	outStructured                // a struct or *struct: structuredContent and JSON text
	outNone                      // struct{}: nothing
	outResult                    // *mcp.CallToolResult: as returned
)

// outputOf classifies Out; for a pointer to a struct it also returns the JSON of the
// struct's zero value, sent in place of a nil pointer.
func outputOf[Out any]() (outKind, []byte) {
	rt := reflect.TypeFor[Out]()
	switch {
	case rt == reflect.TypeFor[*mcp.CallToolResult]():
		return outResult, nil
	case rt.Kind() == reflect.Struct && rt.NumField() == 0:
		return outNone, nil
	case rt.Kind() == reflect.Struct:
		return outStructured, nil
	case rt.Kind() == reflect.Pointer && rt.Elem().Kind() == reflect.Struct:
		zero, err := json.Marshal(reflect.New(rt.Elem()).Interface())
		if err != nil {
			zero = []byte("{}")
		}
		return outStructured, zero
	}
	return outText, nil
}

// binding is one registered tool: its parser, its handler and its options.
type binding[In, Out any] struct {
	tool    *stitch.Tool[In]
	handler mcp.ToolHandlerFor[In, Out] // AddTool's handler returns a nil result
	config
	out  outKind
	zero []byte // JSON sent for a nil *struct
}

// handle is the raw mcp.ToolHandler. It never returns a protocol error: whatever happens
// to a call is a result the model can read.
func (b *binding[In, Out]) handle(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	start := time.Now()
	args := req.Params.Arguments
	info := CallInfo{Tool: b.tool.Meta.Name, ArgBytes: len(args), Request: req}
	if b.before != nil {
		b.before(ctx, info)
	}
	res, oc := b.call(ctx, req, args)
	if b.after != nil {
		oc.Duration = time.Since(start)
		b.after(ctx, info, oc)
	}
	return res, nil
}

// call parses the arguments, runs the handler and builds the result.
func (b *binding[In, Out]) call(ctx context.Context, req *mcp.CallToolRequest, args []byte) (*mcp.CallToolResult, Outcome) {
	if t := bytes.TrimSpace(args); len(t) == 0 || string(t) == "null" {
		args = []byte("{}") // MCP: absent arguments are no arguments
	}
	in, err := b.tool.Parse(args, b.limits)
	if err != nil {
		issues := issuesOf(err)
		res := b.errorResult(issues, CodeValidation, envelope.Validation(issues), "")
		return res, Outcome{Status: StatusValidationError, Code: CodeValidation, Issues: issues}
	}
	res, out, err := b.run(ctx, req, in)
	if err != nil {
		return b.toolError(err)
	}
	if res == nil {
		res, err = b.result(out)
	} else if b.out == outStructured && res.StructuredContent == nil {
		err = b.structure(res, out)
	}
	if err != nil {
		return b.toolError(fmt.Errorf("encoding the result of %s: %w", b.tool.Meta.Name, err))
	}
	return res, Outcome{Status: StatusOK}
}

// run calls the handler, turning a panic into an [Error] with code [CodeInternal]: the
// model learns the call failed, the hooks get the panic with its stack, and the server
// goes on.
func (b *binding[In, Out]) run(ctx context.Context, req *mcp.CallToolRequest, in In) (res *mcp.CallToolResult, out Out, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &panicError{
				env:   Error{Code: CodeInternal, Message: "the tool " + b.tool.Meta.Name + " failed unexpectedly; its effects are unknown"},
				value: r,
				stack: debug.Stack(),
			}
		}
	}()
	return b.handler(ctx, req, in)
}

// panicError is a handler's panic: the envelope shows env, the hooks' Err the panic
// value and stack.
type panicError struct {
	env   Error
	value any
	stack []byte
}

func (p *panicError) Error() string {
	return fmt.Sprintf("panic in tool handler: %v\n%s", p.value, p.stack)
}

func (p *panicError) As(target any) bool {
	if e, ok := target.(**Error); ok {
		*e = &p.env
		return true
	}
	return false
}

// toolError turns a handler error into an error result.
func (b *binding[In, Out]) toolError(err error) (*mcp.CallToolResult, Outcome) {
	e := &Error{Message: err.Error()}
	errors.As(err, &e)
	code := e.code()
	res := b.errorResult(err, code, envelope.Tool(e.Message, e.Details), e.Hint)
	return res, Outcome{Status: StatusToolError, Code: code, Err: err}
}

// errorResult is an isError result whose one text content is the envelope. err is kept
// on the result for the SDK's server middleware (mcp.CallToolResult.GetError).
func (b *binding[In, Out]) errorResult(err error, code string, details []byte, hint string) *mcp.CallToolResult {
	if hint == "" && b.hint != nil {
		hint = b.hint(b.tool.Meta.Name, code)
	}
	if hint == "" {
		hint = DefaultHint(b.tool.Meta.Name, code)
	}
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: envelope.Text(code, details, hint)}}}
	res.SetError(err)
	return res
}

// result builds the result of a handler's value.
func (b *binding[In, Out]) result(out Out) (*mcp.CallToolResult, error) {
	switch b.out {
	case outResult:
		if r, _ := any(out).(*mcp.CallToolResult); r != nil {
			return r, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{}}, nil
	case outNone:
		return &mcp.CallToolResult{Content: []mcp.Content{}}, nil
	case outStructured:
		res := &mcp.CallToolResult{}
		return res, b.structure(res, out)
	}
	switch v := any(out).(type) {
	case nil:
		return &mcp.CallToolResult{Content: []mcp.Content{}}, nil
	case string:
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: v}}}, nil
	}
	data, err := envelope.Marshal(out)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil
}

// structure sets out as res's structuredContent, and as its JSON text when res has no
// content (Out is a struct or a pointer to one; a nil pointer is the struct's zero value).
func (b *binding[In, Out]) structure(res *mcp.CallToolResult, out Out) error {
	data := b.zero
	var nilOut Out
	if b.zero == nil || any(out) != any(nilOut) { // b.zero is set for a *struct only
		var err error
		if data, err = envelope.Marshal(out); err != nil {
			return err
		}
	}
	res.StructuredContent = json.RawMessage(data)
	if len(res.Content) == 0 {
		res.Content = []mcp.Content{&mcp.TextContent{Text: string(data)}}
	}
	return nil
}

// issuesOf returns the Issues a parser's error is; any other error (none is expected)
// becomes one custom issue at the root.
func issuesOf(err error) stitch.Issues {
	var is stitch.Issues
	if errors.As(err, &is) && len(is) > 0 {
		return is
	}
	return stitch.Issues{{Code: stitch.CodeCustom, Message: err.Error()}}
}
