# probe: date arithmetic with fixed dates
# inputs
y = 2024
# body
from datetime import date, timedelta, datetime
d = date(y, 2, 28)
r_next = (d + timedelta(days=1)).isoformat()
r_next2 = (d + timedelta(days=2)).isoformat()
r_weekday = d.weekday()
r_delta = (date(y, 12, 31) - date(y, 1, 1)).days
r_fmt = datetime(y, 1, 2, 3, 4, 5).strftime("%Y-%m-%d %H:%M:%S")
r_parse = datetime.strptime("2024-03-01", "%Y-%m-%d").month
