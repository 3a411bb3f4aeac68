# probe: __import__("pkg.sub") returns the top package, with a fromlist the submodule; fromlist naming a submodule imports it
# inputs
name = "pkg.sub"
# body
top = __import__(name)
r_top = top.__name__
leaf = __import__(name, fromlist=["S"])
r_leaf = leaf.__name__
p = __import__("pkg", fromlist=["sub"])
r_p = p.__name__
r_sub_s = p.sub.S
try:
    __import__("pkg.absent")
    r_err = "ok"
except ModuleNotFoundError as e:
    r_err = type(e).__name__
