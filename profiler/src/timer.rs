//! The timer thread and the time-stamp counter.
//!
//! Jikes RVM's `TimerThread` (Lee 2015 §3.3, Arnold-Grove 2005 §5.1) sleeps
//! for one period (4 ms by default), reads the time-stamp counter and asks
//! every running Java thread to take a yieldpoint. Here the thread only keeps
//! time: what a tick does to the threads is the `on_tick` closure the VM
//! passes in (it sets each running thread's yieldpoint word to +1 and stores
//! the tick's TSC in that thread's state), so this crate stays free of VM
//! types.
//!
//! ```text
//!   loop { sleep until next deadline; tsc = rdtsc(); on_tick(tsc) }   until stop
//! ```
//!
//! Deadlines advance by whole periods from the start (no drift from the
//! time `on_tick` takes); a tick that is late by more than a period is not
//! repeated.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Reads the processor's time-stamp counter (constant and non-stop on these
/// machines: FACTS.md), Lee's clock for sampling latency.
#[inline]
pub fn rdtsc() -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: rdtsc has no preconditions on x86-64.
        unsafe { core::arch::x86_64::_rdtsc() }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        use std::sync::OnceLock;
        static ORIGIN: OnceLock<Instant> = OnceLock::new();
        ORIGIN.get_or_init(Instant::now).elapsed().as_nanos() as u64
    }
}

/// A running timer thread; stopped and joined by [`TimerThread::stop`] or on drop.
pub struct TimerThread {
    stop: Arc<AtomicBool>,
    ticks: Arc<AtomicU64>,
    handle: Option<JoinHandle<()>>,
}

impl TimerThread {
    /// Starts a thread that calls `on_tick(tsc)` every `period`.
    pub fn start(
        period: Duration,
        on_tick: impl Fn(u64) + Send + 'static,
    ) -> std::io::Result<TimerThread> {
        let stop = Arc::new(AtomicBool::new(false));
        let ticks = Arc::new(AtomicU64::new(0));
        let (stop2, ticks2) = (stop.clone(), ticks.clone());
        let handle = std::thread::Builder::new()
            .name("rvm-timer".to_string())
            .spawn(move || {
                let start = Instant::now();
                let mut next = start + period;
                while !stop2.load(Ordering::Relaxed) {
                    // Parked, not slept: `stop` unparks the thread so that the
                    // program's exit does not wait out a period.
                    let now = Instant::now();
                    if next > now {
                        std::thread::park_timeout(next - now);
                        if stop2.load(Ordering::Relaxed) {
                            break;
                        }
                        if Instant::now() < next {
                            continue; // spurious wake-up
                        }
                    }
                    if stop2.load(Ordering::Relaxed) {
                        break;
                    }
                    on_tick(rdtsc());
                    ticks2.fetch_add(1, Ordering::Relaxed);
                    next += period;
                    let now = Instant::now();
                    if next + period < now {
                        // Far behind (the machine was busy): skip the missed ticks.
                        next = now + period;
                    }
                }
            })?;
        Ok(TimerThread {
            stop,
            ticks,
            handle: Some(handle),
        })
    }

    /// Ticks delivered so far.
    pub fn ticks(&self) -> u64 {
        self.ticks.load(Ordering::Relaxed)
    }

    /// Stops the thread and waits for it; returns the number of ticks.
    pub fn stop(mut self) -> u64 {
        self.shutdown();
        self.ticks()
    }

    fn shutdown(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(h) = self.handle.take() {
            h.thread().unpark();
            let _ = h.join();
        }
    }
}

impl Drop for TimerThread {
    fn drop(&mut self) {
        self.shutdown();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rdtsc_advances() {
        let a = rdtsc();
        std::thread::sleep(Duration::from_millis(2));
        assert!(rdtsc() > a);
    }

    #[test]
    fn timer_ticks_at_its_period_and_stops() {
        let seen = Arc::new(AtomicU64::new(0));
        let s = seen.clone();
        let timer = TimerThread::start(Duration::from_millis(2), move |_| {
            s.fetch_add(1, Ordering::Relaxed);
        })
        .unwrap();
        std::thread::sleep(Duration::from_millis(60));
        let ticks = timer.stop();
        let after = seen.load(Ordering::Relaxed);
        assert_eq!(ticks, after);
        // 30 periods elapsed; a loaded machine may deliver fewer, never many more.
        assert!((3..=31).contains(&after), "{after} ticks in 60 ms at 2 ms");
        std::thread::sleep(Duration::from_millis(10));
        assert_eq!(seen.load(Ordering::Relaxed), after, "ticks after stop");
    }

    #[test]
    fn stopping_does_not_wait_for_the_period() {
        let timer = TimerThread::start(Duration::from_secs(5), |_| {}).unwrap();
        let t = Instant::now();
        assert_eq!(timer.stop(), 0);
        assert!(
            t.elapsed() < Duration::from_secs(1),
            "stop took {:?}",
            t.elapsed()
        );
    }
}
