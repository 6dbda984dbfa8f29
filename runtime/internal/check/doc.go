// Package check holds the judges the generated parser and the generator
// share: the JSON number grammar, exact comparison and integrality of number
// literals (digit strings, linear time, no allocation), their conversion to
// floats, and the portable formats. The parser reaches them through
// runtime/stitchimpl (ValidFormat, CompareNumber, IsIntegral and its decoder);
// package load judges default= and catch= values with the same functions, so
// a value the generator accepts is one the parser accepts.
//
// It sits in the runtime because the parser owns these judges; the generator
// reaches them only through runtime/stitchimpl. It depends on the standard
// library only, like the runtime that imports it.
package check
