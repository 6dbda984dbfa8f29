package bench

import (
	"time"

	"github.com/go-playground/validator/v10"

	"github.com/stitchgen/stitchgen/bench/deep"
	"github.com/stitchgen/stitchgen/examples/broadcast"
)

// The mirror structs below have the fields of the stitch types, with validate tags
// equivalent to the stitch tags where validator can express them. Where a stitch type
// holds a union, the mirror holds one struct with the fields of every variant, which
// encoding/json can fill; a struct-level function then plays the discriminator.

// messageSendM mirrors broadcast.MessageSend (same fields, so the two convert).
type messageSendM struct {
	ChatID       int64   `json:"chat_id" validate:"required"` // required: non-zero, as CheckChatID wants
	Text         string  `json:"text" validate:"min=1,max=4096"`
	ParseMode    string  `json:"parse_mode,omitempty" validate:"omitempty,oneof=plain markdown html"`
	ReplyTo      *int64  `json:"reply_to"`
	Silent       bool    `json:"silent,omitempty"`
	DelaySeconds float64 `json:"delay_seconds,omitempty" validate:"min=0,max=86400"` // "int" is not expressible
}

// broadcastCreateM mirrors broadcast.BroadcastCreate.
type broadcastCreateM struct {
	Name       string     `json:"name" validate:"min=1,max=80"`
	Content    contentM   `json:"content"`
	Limit      int        `json:"limit,omitempty" validate:"min=0,max=5000"`
	Segment    string     `json:"segment,omitempty" validate:"omitempty,oneof=all active dormant vip"`
	ScheduleAt *time.Time `json:"schedule_at,omitempty"`
	Tags       []string   `json:"tags,omitempty" validate:"max=10"`
}

type contentM struct {
	Parts []partM `json:"parts" validate:"min=1,dive"`
}

// partM holds the fields of every variant of broadcast.Part; validatePart checks which
// of them the label allows.
type partM struct {
	Type    string `json:"type" validate:"oneof=text image photo button delay"`
	Text    string `json:"text,omitempty" validate:"max=4096"`
	URL     string `json:"url,omitempty" validate:"omitempty,url"`
	Caption string `json:"caption,omitempty" validate:"max=1024"`
	Label   string `json:"label,omitempty" validate:"max=64"`
	Seconds int    `json:"seconds,omitempty" validate:"omitempty,min=1,max=3600"`
}

// validatePart requires the fields of the part's variant and forbids the others.
func validatePart(sl validator.StructLevel) {
	p := sl.Current().Interface().(partM)
	need := func(ok bool, field string) {
		if !ok {
			sl.ReportError(nil, field, field, "required", p.Type)
		}
	}
	forbid := func(set bool, field string) {
		if set {
			sl.ReportError(nil, field, field, "excluded", p.Type)
		}
	}
	switch p.Type {
	case "text":
		need(p.Text != "", "text")
		forbid(p.URL != "" || p.Caption != "" || p.Label != "" || p.Seconds != 0, "text")
	case "image", "photo":
		need(p.URL != "", "url")
		forbid(p.Text != "" || p.Label != "" || p.Seconds != 0, "url")
	case "button":
		need(p.Label != "", "label")
		need(p.URL != "", "url")
		forbid(p.Text != "" || p.Caption != "" || p.Seconds != 0, "label")
	case "delay":
		need(p.Seconds != 0, "seconds")
		forbid(p.Text != "" || p.URL != "" || p.Caption != "" || p.Label != "", "seconds")
	}
}

// contactImportM mirrors broadcast.ContactImport.
type contactImportM struct {
	Contacts []contactM `json:"contacts" validate:"min=1,max=20000,dive"`
	Upsert   bool       `json:"upsert,omitempty"`
}

// contactM mirrors broadcast.Contact (same fields, so the two convert).
type contactM struct {
	Name       string            `json:"name" validate:"min=1,max=120"`
	Email      string            `json:"email" validate:"email"`
	Phone      string            `json:"phone,omitempty" validate:"omitempty,e164"`
	Age        *uint8            `json:"age,omitempty" validate:"omitempty,max=150"`
	Tags       []string          `json:"tags,omitempty" validate:"max=20"`
	Attributes map[string]string `json:"attributes,omitempty" validate:"max=50"`
	Subscribed bool              `json:"subscribed"`
}

// filterApplyM mirrors deep.FilterApply.
type filterApplyM struct {
	Collection string `json:"collection" validate:"min=1,max=64"`
	Where      exprM  `json:"where"`
}

// exprM holds the fields of every variant of deep.Expr; validateExpr checks which of
// them the label allows. validator recurses into Arg and, with dive, into Args.
type exprM struct {
	Op    string  `json:"op" validate:"oneof=not and or eq ne lt gt"`
	Arg   *exprM  `json:"arg,omitempty"`
	Args  []exprM `json:"args,omitempty" validate:"omitempty,max=16,dive"`
	Field string  `json:"field,omitempty" validate:"max=64"`
	Value string  `json:"value,omitempty" validate:"max=256"`
}

// validateExpr requires the fields of the expression's variant and forbids the others.
func validateExpr(sl validator.StructLevel) {
	e := sl.Current().Interface().(exprM)
	bad := func(field, tag string) { sl.ReportError(nil, field, field, tag, e.Op) }
	switch e.Op {
	case "not":
		if e.Arg == nil {
			bad("arg", "required")
		}
		if e.Args != nil || e.Field != "" || e.Value != "" {
			bad("arg", "excluded")
		}
	case "and", "or":
		if len(e.Args) == 0 {
			bad("args", "min")
		}
		if e.Arg != nil || e.Field != "" || e.Value != "" {
			bad("args", "excluded")
		}
	default:
		if e.Field == "" {
			bad("field", "required")
		}
		if e.Arg != nil || e.Args != nil {
			bad("field", "excluded")
		}
	}
}

// newValidator returns the validator every validator contender shares.
func newValidator() *validator.Validate {
	v := validator.New(validator.WithRequiredStructEnabled())
	v.RegisterStructValidation(validatePart, partM{})
	v.RegisterStructValidation(validateExpr, exprM{})
	return v
}

// The canonical forms below are what the agreement test compares (as JSON): each
// contender's value is converted to its payload's canonical type.

func canonSmall(v broadcast.MessageSend) any { return v }

func canonSmallM(v messageSendM) any { return broadcast.MessageSend(v) }

func canonUnionM(v broadcastCreateM) any { return v }

// canonUnion turns the stitch value into the mirror, variant by variant.
func canonUnion(v broadcast.BroadcastCreate) any {
	m := broadcastCreateM{Name: v.Name, Limit: v.Limit, Segment: v.Segment, ScheduleAt: v.ScheduleAt, Tags: v.Tags}
	for _, p := range v.Content.Parts {
		switch p := p.(type) {
		case broadcast.TextPart:
			m.Content.Parts = append(m.Content.Parts, partM{Type: p.Type, Text: p.Text})
		case broadcast.ImagePart:
			m.Content.Parts = append(m.Content.Parts, partM{Type: p.Type, URL: p.URL, Caption: p.Caption})
		case broadcast.ButtonPart:
			m.Content.Parts = append(m.Content.Parts, partM{Type: p.Type, Label: p.Label, URL: p.URL})
		case broadcast.DelayPart:
			m.Content.Parts = append(m.Content.Parts, partM{Type: p.Type, Seconds: p.Seconds})
		default:
			panic("unknown part type") // a new variant: extend partM
		}
	}
	return m
}

func canonLarge(v broadcast.ContactImport) any { return v }

func canonLargeM(v contactImportM) any {
	c := broadcast.ContactImport{Upsert: v.Upsert, Contacts: make([]broadcast.Contact, len(v.Contacts))}
	for i, x := range v.Contacts {
		c.Contacts[i] = broadcast.Contact(x)
	}
	return c
}

func canonDeepM(v filterApplyM) any { return v }

// canonDeep turns the stitch value into the mirror, recursively.
func canonDeep(v deep.FilterApply) any {
	return filterApplyM{Collection: v.Collection, Where: exprOf(v.Where)}
}

func exprOf(e deep.Expr) exprM {
	switch e := e.(type) {
	case deep.Not:
		arg := exprOf(e.Arg)
		return exprM{Op: e.Op, Arg: &arg}
	case deep.Group:
		m := exprM{Op: e.Op, Args: make([]exprM, len(e.Args))}
		for i, a := range e.Args {
			m.Args[i] = exprOf(a)
		}
		return m
	case deep.Compare:
		return exprM{Op: e.Op, Field: e.Field, Value: e.Value}
	}
	panic("unknown expression type") // a new variant: extend exprM
}
