// Package stitchmcpgo puts stitchgen's generated tools on a
// github.com/mark3labs/mcp-go server, as runtime/stitchmcp puts them on the
// official MCP Go SDK's. Each tool is registered with its advertised schema
// as raw bytes (mcp.NewToolWithRawSchema), so mcp-go neither infers a schema
// nor binds the arguments with encoding/json (which drops unknown keys and
// rounds integers above 2^53); the generated parser judges every call, from
// the argument bytes as the client sent them. A bad call gets a tool result
// with isError set and the same JSON envelope stitchmcp writes (both write
// it with runtime/stitchmcp/envelope, which links no SDK), listing every
// issue; hooks see every call.
//
// It lives in its own module so that stitchgen's root module never requires
// mcp-go: only a server that imports this package downloads it.
package stitchmcpgo

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"runtime/debug"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/stitchgen/stitchgen/runtime/stitch"
	"github.com/stitchgen/stitchgen/runtime/stitchmcp/envelope"
)

// Handler handles one call whose arguments the generated parser accepted: in
// is the parsed value, defaults applied; req is mcp-go's request.
//
// The value returned is the call's result (see [AddTool]); an error is a tool
// error the model reads (see [Error]), never a protocol error.
type Handler[In, Out any] func(ctx context.Context, req mcp.CallToolRequest, in In) (Out, error)

// AddTool registers t on s with h serving its calls. The tool's input schema
// is t.Advertised, sent as it is; t.Parse judges every call.
//
// How the value h returns is sent depends on Out, as in stitchmcp:
//   - a struct, or a pointer to one: as structuredContent and as its JSON in
//     one text content; a nil pointer is the struct's zero value. Its output
//     schema is the one generated for the tool's result type (//stitch:tool
//     output=X) when Out is X or *X, or the one [WithOutputSchema] gives.
//   - struct{}: an empty result.
//   - *mcp.CallToolResult: as it is (nil is an empty result).
//   - string: one text content holding the string.
//   - anything else: one text content holding the value's JSON.
//
// AddTool returns an error, and registers nothing, for a nil tool, parser or
// handler, and for an output schema that is not JSON or that comes with an
// Out that sends no structured content. A handler that panics gives the call
// an error result with code [CodeInternal]; the server goes on.
func AddTool[In, Out any](s *server.MCPServer, t *stitch.Tool[In], h Handler[In, Out], opts ...Option) error {
	if t == nil || t.Meta == nil || t.Parse == nil {
		return errors.New("stitchmcpgo.AddTool: nil tool or tool without a parser")
	}
	m := t.Meta
	if h == nil {
		return fmt.Errorf("stitchmcpgo.AddTool %q: nil handler", m.Name)
	}
	if s == nil {
		return fmt.Errorf("stitchmcpgo.AddTool %q: nil server", m.Name)
	}
	var c config
	for _, o := range opts {
		o(&c)
	}
	b := &binding[In, Out]{tool: t, handler: h, config: c}
	b.out, b.zero = outputOf[Out]()
	mt := mcp.NewToolWithRawSchema(m.Name, m.Description, json.RawMessage(m.Advertised))
	mt.Title = m.Title
	if c.annotations != nil {
		mt.Annotations = *c.annotations
	} else {
		// The hints the //stitch:tool directive states, each nil (left out)
		// when unsaid, as MCP's default then holds.
		mt.Annotations = mcp.ToolAnnotation{ReadOnlyHint: m.Hints.ReadOnly, DestructiveHint: m.Hints.Destructive,
			IdempotentHint: m.Hints.Idempotent, OpenWorldHint: m.Hints.OpenWorld}
	}
	schema := c.outputSchema
	if schema == nil && m.Output != nil && b.out == outStructured && returns[Out](m.OutputType) {
		schema = m.Output // the declared result type's generated schema
	}
	if schema != nil {
		if !json.Valid(schema) {
			return fmt.Errorf("stitchmcpgo.AddTool %q: the output schema is not JSON", m.Name)
		}
		if b.out != outStructured && b.out != outResult {
			return fmt.Errorf("stitchmcpgo.AddTool %q: an output schema needs an Out that is a struct, a pointer to one or *mcp.CallToolResult, not %v", m.Name, reflect.TypeFor[Out]())
		}
		mt.RawOutputSchema = schema
	}
	s.AddTool(mt, b.handle)
	return nil
}

// returns reports whether Out is the named type "path.Name" or a pointer to it.
func returns[Out any](name string) bool {
	rt := reflect.TypeFor[Out]()
	if rt.Kind() == reflect.Pointer {
		rt = rt.Elem()
	}
	return rt.PkgPath()+"."+rt.Name() == name
}

// Envelope codes, as in stitchmcp.
const (
	CodeValidation = "VALIDATION_ERROR" // the generated parser rejected the call
	CodeToolError  = "TOOL_ERROR"       // a handler error that is not an [*Error] with a code
	CodeInternal   = "INTERNAL_ERROR"   // the handler panicked
)

// Error is a handler error with the parts of the envelope a model reads:
//
//	{"error":<Code>,"details":{"message":<Message>, <Details…>},"_hint":<Hint>}
//
// An empty Code is [CodeToolError]; an empty Hint asks the [WithErrorHint]
// function for one. Handlers return it as an error, directly or wrapped.
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
	StatusOK              Status = "ok"
	StatusValidationError Status = "validation_error"
	StatusToolError       Status = "tool_error"
)

// CallInfo is what the hooks know about a call before it runs.
type CallInfo struct {
	Tool     string // the tool's name
	ArgBytes int    // the size of the arguments as received, in bytes
	Request  *mcp.CallToolRequest
}

// Outcome is how a call ended.
type Outcome struct {
	Status   Status
	Code     string        // the envelope's code; "" when the status is ok
	Duration time.Duration // from the call reaching the adapter to its result being ready
	Issues   stitch.Issues // the parser's issues (validation_error only)
	Err      error         // the handler's error (tool_error only)
}

// Option configures one tool's registration.
type Option func(*config)

type config struct {
	limits       stitch.Limits
	before       func(context.Context, CallInfo)
	after        func(context.Context, CallInfo, Outcome)
	hint         func(tool, code string) string
	outputSchema json.RawMessage
	annotations  *mcp.ToolAnnotation
}

// WithLimits sets the parser's limits; the zero Limits takes the defaults.
func WithLimits(lim stitch.Limits) Option { return func(c *config) { c.limits = lim } }

// WithHooks sets functions called around every call, valid or not; either
// may be nil. They run on the call's goroutine.
func WithHooks(before func(context.Context, CallInfo), after func(context.Context, CallInfo, Outcome)) Option {
	return func(c *config) { c.before, c.after = before, after }
}

// WithErrorHint sets the function that writes an envelope's "_hint" when the
// error carries none; an empty answer keeps [DefaultHint]'s.
func WithErrorHint(hint func(tool, code string) string) Option {
	return func(c *config) { c.hint = hint }
}

// WithOutputSchema sets the tool's output schema, sent as it is.
func WithOutputSchema(schema json.RawMessage) Option {
	return func(c *config) { c.outputSchema = schema }
}

// WithAnnotations sets the tool's annotations, in place of the hints its //stitch:tool
// directive states (readonly, destructive, idempotent, openworld), which AddTool sends
// without it.
func WithAnnotations(a mcp.ToolAnnotation) Option {
	return func(c *config) { c.annotations = &a }
}

// DefaultHint is stitchmcp's: for a validation error, it tells the model
// nothing was done and to call again corrected; other codes get none.
func DefaultHint(tool, code string) string {
	if code == CodeValidation {
		return "Nothing was done. Fix every issue listed in details.issues and call " + tool + " again."
	}
	return ""
}

type outKind uint8

const (
	outText       outKind = iota // a string as text, anything else as JSON text
	outStructured                // a struct or *struct
	outNone                      // struct{}
	outResult                    // *mcp.CallToolResult
)

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

type binding[In, Out any] struct {
	tool    *stitch.Tool[In]
	handler Handler[In, Out]
	config
	out  outKind
	zero []byte
}

// handle is the mcp-go handler. It never returns a protocol error.
func (b *binding[In, Out]) handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	start := time.Now()
	args := arguments(req)
	info := CallInfo{Tool: b.tool.Meta.Name, ArgBytes: len(args), Request: &req}
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

// arguments are the call's argument bytes as the client sent them (mcp-go
// keeps them in RawArguments when it reads a JSON-RPC message); a request
// built in Go with a value in Arguments is encoded; none are "{}".
func arguments(req mcp.CallToolRequest) []byte {
	if raw := req.Params.RawArguments; len(raw) > 0 {
		return raw
	}
	switch a := req.Params.Arguments.(type) {
	case nil:
		return []byte("{}")
	case json.RawMessage:
		return a
	case []byte:
		return a
	}
	data, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return []byte("{}")
	}
	return data
}

func (b *binding[In, Out]) call(ctx context.Context, req mcp.CallToolRequest, args []byte) (*mcp.CallToolResult, Outcome) {
	if t := bytes.TrimSpace(args); len(t) == 0 || string(t) == "null" {
		args = []byte("{}")
	}
	in, err := b.tool.Parse(args, b.limits)
	if err != nil {
		issues := issuesOf(err)
		res := b.errorResult(CodeValidation, envelope.Validation(issues), "")
		return res, Outcome{Status: StatusValidationError, Code: CodeValidation, Issues: issues}
	}
	out, err := b.run(ctx, req, in)
	if err != nil {
		return b.toolError(err)
	}
	res, err := b.result(out)
	if err != nil {
		return b.toolError(fmt.Errorf("encoding the result of %s: %w", b.tool.Meta.Name, err))
	}
	return res, Outcome{Status: StatusOK}
}

func (b *binding[In, Out]) run(ctx context.Context, req mcp.CallToolRequest, in In) (out Out, err error) {
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

func (b *binding[In, Out]) toolError(err error) (*mcp.CallToolResult, Outcome) {
	e := &Error{Message: err.Error()}
	errors.As(err, &e)
	code := e.code()
	return b.errorResult(code, envelope.Tool(e.Message, e.Details), e.Hint), Outcome{Status: StatusToolError, Code: code, Err: err}
}

func (b *binding[In, Out]) errorResult(code string, details []byte, hint string) *mcp.CallToolResult {
	if hint == "" && b.hint != nil {
		hint = b.hint(b.tool.Meta.Name, code)
	}
	if hint == "" {
		hint = DefaultHint(b.tool.Meta.Name, code)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(envelope.Text(code, details, hint))}, IsError: true}
}

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
		data := b.zero
		var nilOut Out
		if b.zero == nil || any(out) != any(nilOut) {
			var err error
			if data, err = envelope.Marshal(out); err != nil {
				return nil, err
			}
		}
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(string(data))}, StructuredContent: json.RawMessage(data)}, nil
	}
	switch v := any(out).(type) {
	case nil:
		return &mcp.CallToolResult{Content: []mcp.Content{}}, nil
	case string:
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(v)}}, nil
	}
	data, err := envelope.Marshal(out)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(string(data))}}, nil
}

// issuesOf returns the Issues a parser's error is; any other error becomes
// one custom issue at the root.
func issuesOf(err error) stitch.Issues {
	var is stitch.Issues
	if errors.As(err, &is) && len(is) > 0 {
		return is
	}
	return stitch.Issues{{Code: stitch.CodeCustom, Message: err.Error()}}
}
