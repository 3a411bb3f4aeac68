# probe: in a loop over input items a raise happens or not depending on the item; handlers record the exception's args; finally counts; else runs only when no raise
# inputs
items = [1, 0, "2", 3]
# body
ok = []
errs = []
fin = 0
elses = 0
for it in items:
    try:
        v = 10 // it
    except ZeroDivisionError as e:
        errs.append(("zero", it))
    except TypeError as e:
        errs.append((type(e).__name__, it))
    else:
        ok.append(v)
        elses += 1
    finally:
        fin += 1
r_ok = ok
r_errs = errs
r_fin = fin
r_elses = elses
r_v = v
try:
    r_e = e
except NameError as ne:
    r_e = type(ne).__name__
