# probe: a loop whose except clause continues and whose else clause counts successes, with a finally counting every pass
# inputs
shapes = [(128, 64), (100, 64), (256, 96), (512, 128)]
# body
ok = 0
bad = []
passes = 0
results = {}
for M, K in shapes:
    try:
        if M % 128:
            raise ValueError("M")
        assert K % 64 == 0
    except ValueError:
        bad.append(("M", M))
        continue
    except AssertionError:
        bad.append(("K", K))
        continue
    else:
        ok += 1
    finally:
        passes += 1
    results[M] = K
r_ok = ok
r_bad = bad
r_passes = passes
r_results = results
