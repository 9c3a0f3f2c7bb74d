// Command sizecheck keeps the code readable: it lists Go files over 500 lines
// and functions over 80 lines, unless a comment says why ("Long file:" in
// the file's first comment block, "Long function:" in the function's doc
// comment). It exits 1 if it lists anything.
//
//	go run ./build/sizecheck [DIR]
package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

const (
	maxFileLines = 500
	maxFuncLines = 80
)

func main() {
	root := "."
	if len(os.Args) > 1 {
		root = os.Args[1]
	}
	var problems []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && path != root) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		p, err := check(path)
		problems = append(problems, p...)
		return err
	})
	for _, p := range problems {
		fmt.Println(p)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sizecheck:", err)
		os.Exit(2)
	}
	if len(problems) > 0 {
		fmt.Printf("%d files or functions too long (say why with a \"Long file:\" or \"Long function:\" comment, or split them)\n", len(problems))
		os.Exit(1)
	}
}

func check(path string) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	var out []string
	lines := fset.File(f.Pos()).LineCount()
	if lines > maxFileLines && !fileExcused(f) {
		out = append(out, fmt.Sprintf("%s: %d lines (limit %d)", path, lines, maxFileLines))
	}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Body == nil {
			continue
		}
		n := fset.Position(fn.End()).Line - fset.Position(fn.Pos()).Line + 1
		if n > maxFuncLines && !strings.Contains(fn.Doc.Text(), "Long function:") {
			out = append(out, fmt.Sprintf("%s:%d: func %s: %d lines (limit %d)", path, fset.Position(fn.Pos()).Line, fn.Name.Name, n, maxFuncLines))
		}
	}
	return out, nil
}

// fileExcused: a "Long file:" note in a comment before the package clause.
func fileExcused(f *ast.File) bool {
	for _, c := range f.Comments {
		if c.Pos() > f.Package {
			break
		}
		if strings.Contains(c.Text(), "Long file:") {
			return true
		}
	}
	return false
}
