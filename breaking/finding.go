// Package breaking compares a tool's contract now (from source) with its
// contract at a past revision (schemas/<tool>.contract.json, read with git
// show) and says what the change means for a model that learned the old
// one: BREAKING (a call the old contract accepts is rejected now, proven by
// a witness), RISKY (acceptance unchanged or unprovable, meaning changed)
// or INFO (compatible). The rules, their ids and verdicts are the
// table of docs/breaking.md.
//
// cmd/stitchgen -breaking runs it: pipeline builds the new side, contract
// reads the old one (package pipeline's doc draws the pipeline).
package breaking

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"go/token"
	"strings"
)

// Verdict is how much a change matters to a model primed on the old
// contract.
type Verdict int

const (
	Info Verdict = iota
	Risky
	Breaking
)

func (v Verdict) String() string { return [...]string{"INFO", "RISKY", "BREAKING"}[v] }

// MarshalText writes the verdict's name.
func (v Verdict) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// ParseVerdict reads a -fail-on value: breaking, risky, info, or none (-1).
func ParseVerdict(s string) (Verdict, bool) {
	switch strings.ToLower(s) {
	case "breaking":
		return Breaking, true
	case "risky":
		return Risky, true
	case "info":
		return Info, true
	case "none":
		return -1, true
	}
	return 0, false
}

// Finding is one change of one tool.
type Finding struct {
	Rule     string  `json:"rule"`     // the rule id: F22
	Name     string  `json:"name"`     // the rule's name: MAX_DECREASED
	Category string  `json:"category"` // ACCEPT, DIALECT or ADVERTISE
	Verdict  Verdict `json:"verdict"`
	Tool     string  `json:"tool"`
	// Path is where in the arguments: "count", "labels[*]", "fields{key}",
	// "content.parts[*](type=image).url"; "" for the tool itself.
	Path string `json:"path"`
	// Message says what changed, Old and New the two sides in tag words.
	Message string `json:"message"`
	Old     string `json:"old,omitempty"`
	New     string `json:"new,omitempty"`
	// Summary is the short phrase of the reviewer's summary ("max of
	// labels 50 → 20").
	Summary string   `json:"summary"`
	Witness *Witness `json:"witness,omitempty"`
	// Fingerprint identifies the finding across commits (rule, tool, path,
	// old, new): an acknowledgement names it.
	Fingerprint string `json:"fingerprint"`
	// Acknowledged is the reason of the acknowledgement that accepts it.
	Acknowledged string `json:"acknowledged,omitempty"`
	// Pos is the Go field or type in the new source (the enclosing type for
	// a removal).
	Pos token.Position `json:"-"`
	// base is the tool's minimal old call (Probes).
	base json.RawMessage
	// samples are calls the old checks accept that settle a finding
	// without a witness on the new parser (Probes).
	samples []json.RawMessage
}

// Witness is a call the old contract accepts and the new one rejects.
type Witness struct {
	Args json.RawMessage `json:"args"`
	// Issue is the new parser's issue text for it, "path: message; …".
	Issue string `json:"issue,omitempty"`
	// Judge says who produced Issue: "parser" (the new generated parser)
	// or "contract" (the contract's judge, when the new parser could not
	// be built).
	Judge string `json:"judge,omitempty"`
}

func (f *Finding) fingerprint() {
	h := sha256.Sum256([]byte(f.Rule + ":" + f.Tool + ":" + f.Path + ":" + f.Old + ":" + f.New))
	f.Fingerprint = hex.EncodeToString(h[:6])
}
