EARLY = "early"
from beta import B_VALUE
LATE = "late"
