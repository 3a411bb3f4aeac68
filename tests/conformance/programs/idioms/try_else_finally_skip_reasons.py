# probe: sweep collecting skipped points with reasons via try/except/else/finally; else runs only on success; finally counts every attempt; continue in except
# inputs
points = [4, 0, "8", 16, None, -2]
# body
ran, skipped, attempts, elses = [], [], 0, 0
for p in points:
    try:
        if p is not None and not isinstance(p, int):
            raise TypeError("not int")
        if p is not None and p < 0:
            raise ValueError("negative")
        v = 64 // p
    except ZeroDivisionError as e:
        skipped.append((p, type(e).__name__))
        continue
    except (TypeError, ValueError) as e:
        skipped.append((repr(p), type(e).__name__))
    else:
        elses += 1
        ran.append(v)
    finally:
        attempts += 1
r_ran = ran
r_skipped = skipped
r_attempts = attempts
r_elses = elses
r_none_msg = None
try:
    64 // None
except TypeError as e:
    r_none_msg = type(e).__name__
