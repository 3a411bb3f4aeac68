# probe: ',' and '_' grouping on ints in d/b/o/x/X, floats in f/e/g/%, with width and fill; the refusals
# inputs
n = 1234567
neg = -987654321
x = 1234567.891
# body
r_int = [format(n, spec) for spec in (",", "_", ",d", "_b", "_o", "_x", "_X", "#_x", "+,", ">12,", "*<12_")]
r_neg = [format(neg, spec) for spec in (",", "_", "=+15,", "^17,")]
r_float = [format(x, spec) for spec in (",", ",.2f", "_.1f", ",.3e", ",g", ",.10g", ",.1%", "_")]
r_small = [format(v, ",") for v in (0, 999, 1000, -1000, 0.5, 999.5, 1e16)]
errs = []
for v, spec in ((n, ",b"), (n, ",x"), (n, ",c"), (n, "_c"), (n, ",_"), (n, "_,"), ("s", ","), (x, ",,"), (n, ",n")):
    try:
        format(v, spec)
        errs.append("ok")
    except ValueError as e:
        errs.append(type(e).__name__)
r_errs = errs
