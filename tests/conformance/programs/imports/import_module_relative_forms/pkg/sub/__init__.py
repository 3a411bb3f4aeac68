NAME = "pkg.sub"
