# probe: `import pkg.sub.broken` failing at its leaf: nothing bound in main, the parents stay imported (not run again) with the child attribute set, the broken leaf not kept
# inputs
n = 1
# body
try:
    import pkg.sub.broken
    r_err = "ok"
except ZeroDivisionError as e:
    r_err = type(e).__name__
r_pkg_bound = "pkg" in globals()
import pkg.sub
r_log = list(pkg.LOG)
r_has_sub = hasattr(pkg, "sub")
r_has_broken = hasattr(pkg.sub, "broken")
r_partial = pkg.sub.PARTIAL
try:
    from pkg.sub import broken
    r_again = "ok"
except ZeroDivisionError as e:
    r_again = type(e).__name__
r_log2 = list(pkg.LOG)
