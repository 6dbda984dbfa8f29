package stitchmcp_test

// Benchmarks of the adapter against the SDK's own validation path, for broadcast_create:
//
//	go test ./runtime/stitchmcp/ -run '^$' -bench . -benchmem
//
// BenchmarkParse compares the parse step alone: the generated parser against what the
// SDK's typed mcp.AddTool does with the same arguments (decode into map[string]any, apply
// defaults, validate with jsonschema-go against the resolved exact schema, re-encode, decode
// into the struct). BenchmarkCall compares a whole tools/call through the in-memory
// transport, client included: stitchmcp.AddTool against mcp.AddTool.
//
// The SDK cannot decode a stitch union (a Go interface), so its side decodes into
// sdkBroadcastCreate: the same input with the union written as one flat struct, as a
// program using the SDK alone would write it.

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	segjson "github.com/segmentio/encoding/json" // what the SDK decodes with
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/runtime/stitch"
	"github.com/stitchgen/stitchgen/runtime/stitchmcp"
)

// createPayload is a realistic broadcast_create call: seven parts of every kind, a
// schedule and tags; 1.2 KB. Both paths accept it.
const createPayload = `{
  "name": "Spring sale: 20% off everything",
  "content": {
    "parts": [
      {"type": "text", "text": "Hello! Our spring sale starts today and runs until Sunday night. Every item in the shop is 20% off, shipping included."},
      {"type": "image", "url": "https://cdn.example.com/campaigns/spring/hero.jpg", "caption": "Fresh colours for the new season"},
      {"type": "delay", "seconds": 3},
      {"type": "text", "text": "Use the code SPRING20 at checkout. The code works once per customer and cannot be combined with other offers."},
      {"type": "button", "label": "Shop now", "url": "https://shop.example.com/sale?utm_source=broadcast&utm_campaign=spring"},
      {"type": "photo", "url": "https://cdn.example.com/campaigns/spring/grid.png"},
      {"type": "button", "label": "Unsubscribe", "url": "https://shop.example.com/unsubscribe"}
    ]
  },
  "limit": 2500,
  "segment": "active",
  "schedule_at": "2026-03-20T09:00:00Z",
  "tags": ["spring", "sale", "2026", "promo"]
}`

// sdkPart is the Part union as one flat struct, for the SDK path.
type sdkPart struct {
	Type    string `json:"type"`
	Text    string `json:"text,omitempty"`
	URL     string `json:"url,omitempty"`
	Caption string `json:"caption,omitempty"`
	Label   string `json:"label,omitempty"`
	Seconds int    `json:"seconds,omitempty"`
}

// sdkBroadcastCreate is broadcast.BroadcastCreate for the SDK path.
type sdkBroadcastCreate struct {
	Name    string `json:"name"`
	Content struct {
		Parts []sdkPart `json:"parts"`
	} `json:"content"`
	Limit      int        `json:"limit,omitempty"`
	Segment    string     `json:"segment,omitempty"`
	ScheduleAt *time.Time `json:"schedule_at,omitempty"`
	Tags       []string   `json:"tags,omitempty"`
}

// resolvedExact is broadcast_create's exact schema, resolved as the SDK resolves a schema
// given to mcp.AddTool.
func resolvedExact(b *testing.B) *jsonschema.Resolved {
	var s jsonschema.Schema
	require.NoError(b, json.Unmarshal(broadcast.BroadcastCreateTool.Meta.Exact, &s))
	r, err := s.Resolve(&jsonschema.ResolveOptions{ValidateDefaults: true})
	require.NoError(b, err)
	return r
}

// sdkParse is the SDK's typed path for one call's arguments (mcp.toolForErr and
// mcp.applySchema in go-sdk v1.8.0), minus its depth pre-scan.
func sdkParse(r *jsonschema.Resolved, data []byte) (sdkBroadcastCreate, error) {
	var in sdkBroadcastCreate
	m := map[string]any{}
	if err := segjson.Unmarshal(data, &m); err != nil {
		return in, err
	}
	var v any = m
	if err := r.ApplyDefaults(&v); err != nil {
		return in, err
	}
	if err := r.Validate(&v); err != nil {
		return in, err
	}
	again, err := json.Marshal(v)
	if err != nil {
		return in, err
	}
	dec := segjson.NewDecoder(bytes.NewReader(again))
	dec.DontMatchCaseInsensitiveStructFields()
	err = dec.Decode(&in)
	return in, err
}

func BenchmarkParse(b *testing.B) {
	data := []byte(createPayload)
	b.Run("stitch", func(b *testing.B) {
		parse := broadcast.BroadcastCreateTool.Parse
		v, err := parse(data, stitch.Limits{})
		require.NoError(b, err)
		require.Len(b, v.Content.Parts, 7)
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			_, _ = parse(data, stitch.Limits{})
		}
	})
	b.Run("sdk_path", func(b *testing.B) {
		r := resolvedExact(b)
		v, err := sdkParse(r, data)
		require.NoError(b, err)
		require.Len(b, v.Content.Parts, 7)
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			_, _ = sdkParse(r, data)
		}
	})
}

func BenchmarkCall(b *testing.B) {
	params := &mcp.CallToolParams{Name: "broadcast_create", Arguments: json.RawMessage(createPayload)}
	run := func(b *testing.B, cs *mcp.ClientSession) {
		ctx := context.Background()
		res, err := cs.CallTool(ctx, params)
		require.NoError(b, err)
		require.False(b, res.IsError, res.Content)
		b.ReportAllocs()
		for b.Loop() {
			if _, err := cs.CallTool(ctx, params); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.Run("stitchmcp", func(b *testing.B) {
		cs := serve(b, func(s *mcp.Server) {
			stitchmcp.AddTool(s, broadcast.BroadcastCreateTool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.BroadcastCreate) (draft, error) {
				return draft{ID: "d-1", Parts: len(in.Content.Parts)}, nil
			}, stitchmcp.WithOutputSchema(json.RawMessage(draftSchema)))
		})
		run(b, cs)
	})
	b.Run("sdk_typed", func(b *testing.B) {
		cs := serve(b, func(s *mcp.Server) {
			tool := &mcp.Tool{
				Name:         "broadcast_create",
				Description:  broadcast.BroadcastCreateTool.Meta.Description,
				InputSchema:  json.RawMessage(broadcast.BroadcastCreateTool.Meta.Exact),
				OutputSchema: json.RawMessage(draftSchema),
			}
			mcp.AddTool(s, tool, func(_ context.Context, _ *mcp.CallToolRequest, in sdkBroadcastCreate) (*mcp.CallToolResult, draft, error) {
				return nil, draft{ID: "d-1", Parts: len(in.Content.Parts)}, nil
			})
		})
		run(b, cs)
	})
}
