package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/go-playground/validator/v10"
	sdkschema "github.com/google/jsonschema-go/jsonschema"
	santhosh "github.com/santhosh-tekuri/jsonschema/v6"
	segjson "github.com/segmentio/encoding/json"

	"github.com/stitchgen/stitchgen/bench/deep"
	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// A contender is one way to read a call.
type contender struct {
	name string
	// run reads the call and drops the value: the benchmark's body.
	run func(data []byte) error
	// value reads the call and returns it in the payload's canonical form.
	value func(data []byte) (any, error)
}

// newContender wraps a parse function and the conversion of its result to canonical form.
func newContender[T any](name string, parse func([]byte) (T, error), canon func(T) any) contender {
	return contender{
		name: name,
		run: func(data []byte) error {
			_, err := parse(data)
			return err
		},
		value: func(data []byte) (any, error) {
			v, err := parse(data)
			if err != nil {
				return nil, err
			}
			return canon(v), nil
		},
	}
}

// A payload is one call and every contender that reads it.
type payload struct {
	name       string // the benchmark's name: Small, Union, Large, Deep
	data       []byte
	contenders []contender
}

// suite builds the payloads, compiles every schema and builds every contender, once.
var suite = sync.OnceValues(buildSuite)

func buildSuite() ([]payload, error) {
	val := newValidator()
	var errs []error
	sdk := func(t stitch.AnyTool) *sdkschema.Resolved {
		r, err := resolveSDK(t.Info().Exact)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: jsonschema-go: %w", t.Info().Name, err))
		}
		return r
	}
	san := func(t stitch.AnyTool) *santhosh.Schema {
		s, err := compileSanthosh(t.Info().Exact)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: santhosh: %w", t.Info().Name, err))
		}
		return s
	}
	small := payload{name: "Small", data: smallCall(), contenders: slices.Concat([]contender{
		newContender("stitch", broadcast.ParseMessageSend, canonSmall),
		newContender("encoding_json", stdDecode[broadcast.MessageSend], canonSmall),
	}, fastContenders(canonSmall), []contender{
		newContender("validator", validated[messageSendM](val), canonSmallM),
		newContender("mcp_sdk", sdkPath[broadcast.MessageSend](sdk(broadcast.MessageSendTool.Meta)), canonSmall),
		newContender("santhosh", santhoshPath[broadcast.MessageSend](san(broadcast.MessageSendTool.Meta)), canonSmall),
	})}
	union := payload{name: "Union", data: unionCall(unionParts), contenders: slices.Concat([]contender{
		newContender("stitch", broadcast.ParseBroadcastCreate, canonUnion),
		newContender("encoding_json", stdDecode[broadcastCreateM], canonUnionM),
	}, fastContenders(canonUnionM), []contender{
		newContender("validator", validated[broadcastCreateM](val), canonUnionM),
		newContender("mcp_sdk", sdkPath[broadcastCreateM](sdk(broadcast.BroadcastCreateTool.Meta)), canonUnionM),
		newContender("santhosh", santhoshPath[broadcastCreateM](san(broadcast.BroadcastCreateTool.Meta)), canonUnionM),
	})}
	large := payload{name: "Large", data: largeCall(largeContacts), contenders: slices.Concat([]contender{
		newContender("stitch", broadcast.ParseContactImport, canonLarge),
		newContender("encoding_json", stdDecode[broadcast.ContactImport], canonLarge),
	}, fastContenders(canonLarge), []contender{
		newContender("validator", validated[contactImportM](val), canonLargeM),
		newContender("mcp_sdk", sdkPath[broadcast.ContactImport](sdk(broadcast.ContactImportTool.Meta)), canonLarge),
		newContender("santhosh", santhoshPath[broadcast.ContactImport](san(broadcast.ContactImportTool.Meta)), canonLarge),
	})}
	deepP := payload{name: "Deep", data: deepCall(deepLevels), contenders: slices.Concat([]contender{
		newContender("stitch", deep.ParseFilterApply, canonDeep),
		newContender("encoding_json", stdDecode[filterApplyM], canonDeepM),
	}, fastContenders(canonDeepM), []contender{
		newContender("validator", validated[filterApplyM](val), canonDeepM),
		newContender("mcp_sdk", sdkPath[filterApplyM](sdk(deep.FilterApplyTool.Meta)), canonDeepM),
		newContender("santhosh", santhoshPath[filterApplyM](san(deep.FilterApplyTool.Meta)), canonDeepM),
	})}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return []payload{small, union, large, deepP}, nil
}

// stdDecode is encoding/json alone.
func stdDecode[T any](data []byte) (T, error) {
	var v T
	err := json.Unmarshal(data, &v)
	return v, err
}

// validated is encoding/json, then validator on the result.
func validated[T any](val *validator.Validate) func([]byte) (T, error) {
	return func(data []byte) (T, error) {
		var v T
		if err := json.Unmarshal(data, &v); err != nil {
			return v, err
		}
		return v, val.Struct(&v)
	}
}

// resolveSDK resolves a schema as the MCP SDK does when a tool is added (mcp/server.go
// setSchema): once, with its defaults validated.
func resolveSDK(exact []byte) (*sdkschema.Resolved, error) {
	var s sdkschema.Schema
	if err := json.Unmarshal(exact, &s); err != nil {
		return nil, err
	}
	return s.Resolve(&sdkschema.ResolveOptions{ValidateDefaults: true})
}

// sdkPath is what the MCP SDK v1.8.0 does with the arguments of a typed tool call
// (mcp/tool.go applySchema, then mcp/server.go toolForErr): decode into a map with its
// internal JSON package, apply the schema's defaults, validate, re-encode with
// encoding/json, and decode the result into the tool's input type.
func sdkPath[T any](resolved *sdkschema.Resolved) func([]byte) (T, error) {
	return func(data []byte) (T, error) {
		var zero T
		m := make(map[string]any)
		if err := sdkUnmarshal(data, &m); err != nil {
			return zero, fmt.Errorf("unmarshaling arguments: %w", err)
		}
		var inst any = m
		if err := resolved.ApplyDefaults(&inst); err != nil {
			return zero, fmt.Errorf("applying schema defaults: %w", err)
		}
		if err := resolved.Validate(&inst); err != nil {
			return zero, err
		}
		out, err := json.Marshal(inst)
		if err != nil {
			return zero, err
		}
		var v T
		if err := sdkUnmarshal(out, &v); err != nil {
			return zero, err
		}
		return v, nil
	}
}

// sdkMaxDepth is the nesting limit of the SDK's internal JSON package.
const sdkMaxDepth = 1000

// sdkUnmarshal is the MCP SDK's internal/json.Unmarshal: a nesting-depth scan, then
// github.com/segmentio/encoding/json with case-sensitive field matching.
func sdkUnmarshal(data []byte, v any) error {
	if err := checkDepth(data, sdkMaxDepth); err != nil {
		return err
	}
	dec := segjson.NewDecoder(bytes.NewReader(data))
	dec.DontMatchCaseInsensitiveStructFields()
	return dec.Decode(v)
}

// checkDepth reports nesting of objects and arrays beyond max, skipping strings, as the
// SDK does before decoding.
func checkDepth(data []byte, max int) error {
	depth, inString, escaped := 0, false, false
	for _, c := range data {
		switch {
		case inString && escaped:
			escaped = false
		case inString && c == '\\':
			escaped = true
		case inString && c == '"':
			inString = false
		case inString:
		case c == '"':
			inString = true
		case c == '{' || c == '[':
			if depth++; depth > max {
				return fmt.Errorf("json: exceeded maximum nesting depth of %d", max)
			}
		case c == '}' || c == ']':
			depth--
		}
	}
	return nil
}

// compileSanthosh compiles a schema once, with formats asserted as stitch checks them.
func compileSanthosh(exact []byte) (*santhosh.Schema, error) {
	doc, err := santhosh.UnmarshalJSON(bytes.NewReader(exact))
	if err != nil {
		return nil, err
	}
	c := santhosh.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("tool.json", doc); err != nil {
		return nil, err
	}
	return c.Compile("tool.json")
}

// santhoshPath validates the document with santhosh-tekuri/jsonschema (which decodes it
// with numbers kept exact), then decodes it into T with encoding/json.
func santhoshPath[T any](sch *santhosh.Schema) func([]byte) (T, error) {
	return func(data []byte) (T, error) {
		var v T
		inst, err := santhosh.UnmarshalJSON(bytes.NewReader(data))
		if err != nil {
			return v, err
		}
		if err := sch.Validate(inst); err != nil {
			return v, err
		}
		err = json.Unmarshal(data, &v)
		return v, err
	}
}
