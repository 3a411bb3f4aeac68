# probe: print returns None and takes sep/end keywords without failing
# inputs
x = 1
# body
r_print = print("value", x, sep="=", end="\n")
r_print_empty = print()
import io
buf = io.StringIO()
print("a", "b", sep="-", file=buf)
r_captured = buf.getvalue()
