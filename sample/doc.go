// Package sample draws JSON values of a type with its checks: the edge
// values (each bound's edge and a step past it, every enum member, each
// format's samples, the empty or zero value) and inside values (a
// pattern's shortest match, its matches at the lengths the bounds allow,
// growing ones). It reads the checks as the exact schema shows them
// (model.Checks.Shown, each tag's Schema in the tag table) and their range
// as model.Checks.Range says, so a tag that shows as a keyword needs
// nothing here.
//
// Two consumers share it: package breaking takes its witnesses from it and
// settles RISKY findings by running its samples of the old checks through
// the new parser; the property tests (internal/proptest) draw strings with
// its pattern walker (Drawer), format samples (Formats, Stretch) and free
// strings (FreeString). It sits just above model and imports nothing else
// of stitchgen.
package sample
