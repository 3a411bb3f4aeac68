# probe: a retry loop whose attempts fail according to an input schedule, exceptions carrying the attempt in args; the attempts made, the last error kept after the loop, the success value
# inputs
fail_pattern = [True, True, False]
max_tries = 5
# body
class Flaky(Exception):
    pass
attempts = []
def attempt(i):
    attempts.append(i)
    if i < len(fail_pattern) and fail_pattern[i]:
        raise Flaky("attempt", i)
    return i * 10
last_err = None
result = None
for i in range(max_tries):
    try:
        result = attempt(i)
        break
    except Flaky as e:
        last_err = e
else:
    result = "gave up"
r_result = result
r_attempts = attempts
r_last_args = last_err.args if last_err else None
r_err_type = type(last_err).__name__
r_i = i
