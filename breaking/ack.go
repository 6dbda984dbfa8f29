package breaking

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// DefaultAckFile is the acknowledgement file read when -ack is not given:
// for each package reviewed, the nearest one from the package's directory
// up to its module's root (FindAckFile), if there is one.
const DefaultAckFile = "stitch.breaking.json"

// FindAckFile is the DefaultAckFile nearest to dir: in dir, or in a parent
// of it up to the module's root (the first directory holding a go.mod); ""
// when there is none.
func FindAckFile(dir string) string {
	for {
		path := filepath.Join(dir, DefaultAckFile)
		if _, err := os.Stat(path); err == nil {
			return path
		}
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Ack accepts one finding, by fingerprint, with the reason it is fine.
// Rule, tool and path are for the reader (and the stale report); only the
// fingerprint matches.
type Ack struct {
	Fingerprint string `json:"fingerprint"`
	Rule        string `json:"rule,omitempty"`
	Tool        string `json:"tool,omitempty"`
	Path        string `json:"path,omitempty"`
	Reason      string `json:"reason"`
	File        string `json:"-"`
}

// ReadAcks reads an acknowledgement file: {"acknowledged": [Ack…]}.
func ReadAcks(path string) ([]Ack, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var doc struct {
		Acknowledged []Ack `json:"acknowledged"`
	}
	d := json.NewDecoder(strings.NewReader(string(data)))
	d.DisallowUnknownFields()
	if err := d.Decode(&doc); err != nil {
		return nil, fmt.Errorf("%s: %v; write {\"acknowledged\": [{\"fingerprint\": \"…\", \"reason\": \"…\"}]}", path, err)
	}
	seen := map[string]bool{}
	for i := range doc.Acknowledged {
		a := &doc.Acknowledged[i]
		a.File = path
		switch {
		case a.Fingerprint == "":
			return nil, fmt.Errorf("%s: acknowledgement %d has no fingerprint (each finding's is in brackets at the end of its line)", path, i+1)
		case strings.TrimSpace(a.Reason) == "":
			return nil, fmt.Errorf("%s: acknowledgement %s has no reason; say why the change is fine", path, a.Fingerprint)
		case seen[a.Fingerprint]:
			return nil, fmt.Errorf("%s: fingerprint %s is acknowledged twice", path, a.Fingerprint)
		}
		seen[a.Fingerprint] = true
	}
	return doc.Acknowledged, nil
}

// Acknowledge marks the findings the acknowledgements accept and returns
// the acknowledgements that match none.
func Acknowledge(fs []Finding, acks []Ack) []Ack {
	by := map[string]*Ack{}
	for i := range acks {
		by[acks[i].Fingerprint] = &acks[i]
	}
	used := map[string]bool{}
	for i := range fs {
		if a, ok := by[fs[i].Fingerprint]; ok {
			fs[i].Acknowledged = a.Reason
			used[a.Fingerprint] = true
		}
	}
	var stale []Ack
	for _, a := range acks {
		if !used[a.Fingerprint] {
			stale = append(stale, a)
		}
	}
	return stale
}
