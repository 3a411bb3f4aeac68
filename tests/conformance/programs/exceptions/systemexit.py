# probe: sys.exit raises SystemExit, which except Exception does not catch
# inputs
code = 2
# body
import sys
try:
    try:
        sys.exit(code)
    except Exception:
        r_caught_by = "Exception"
except SystemExit as e:
    r_caught_by = "SystemExit"
    r_code = e.code
try:
    raise SystemExit("message")
except BaseException as e:
    r_msg = e.code
