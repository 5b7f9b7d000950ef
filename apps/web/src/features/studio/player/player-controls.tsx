import { minutesAndSeconds } from '@wordreel/core';
import { Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { PLAYBACK_RATES } from './player-settings.ts';
import { SeekBar } from './seek-bar.tsx';

export interface PlayerControlsProps {
  playing: boolean;
  current: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: number;
  visible: boolean;
  fullscreen: boolean;
  onTogglePlay: () => void;
  onToggleMute: () => void;
  onVolume: (volume: number) => void;
  onRate: (rate: number) => void;
  onSeek: (seconds: number) => void;
  onFullscreen: () => void;
}

/** The control bar under the preview: play, mute + volume, time, rate menu, fullscreen, seek. */
export function PlayerControls(props: PlayerControlsProps) {
  const [rateOpen, setRateOpen] = useState(false);
  return (
    <div className={`player-controls${props.visible ? '' : ' player-controls-hidden'}`}>
      <SeekBar current={props.current} duration={props.duration} onSeek={props.onSeek} />
      <div className="player-controls-row">
        <button
          type="button"
          className="player-button"
          onClick={props.onTogglePlay}
          aria-label={props.playing ? 'Pause' : 'Play'}
        >
          {props.playing ? <Pause aria-hidden size={20} /> : <Play aria-hidden size={20} />}
        </button>
        <button
          type="button"
          className="player-button"
          onClick={props.onToggleMute}
          aria-label={props.muted ? 'Unmute' : 'Mute'}
        >
          {props.muted || props.volume === 0 ? (
            <VolumeX aria-hidden size={20} />
          ) : (
            <Volume2 aria-hidden size={20} />
          )}
        </button>
        <input
          className="player-volume"
          type="range"
          min={0}
          max={1}
          step={0.01}
          value={props.muted ? 0 : props.volume}
          aria-label="Volume"
          aria-valuetext={`${Math.round((props.muted ? 0 : props.volume) * 100)}%`}
          onChange={(e) => props.onVolume(Number(e.currentTarget.value))}
        />
        <span className="player-time" aria-label="Time">
          {minutesAndSeconds(props.current)} / {minutesAndSeconds(props.duration)}
        </span>
        <span className="player-spacer" />
        <div className="player-rate">
          <button
            type="button"
            className="player-button"
            aria-haspopup="menu"
            aria-expanded={rateOpen}
            aria-label={`Playback speed ${props.rate}x`}
            onClick={() => setRateOpen((o) => !o)}
          >
            {props.rate}x
          </button>
          {rateOpen && (
            <ul className="player-rate-menu" role="menu" aria-label="Playback speed">
              {PLAYBACK_RATES.map((rate) => (
                <li key={rate} role="none">
                  <button
                    type="button"
                    role="menuitemradio"
                    aria-checked={rate === props.rate}
                    onClick={() => {
                      props.onRate(rate);
                      setRateOpen(false);
                    }}
                  >
                    {rate}x
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <button
          type="button"
          className="player-button"
          onClick={props.onFullscreen}
          aria-label={props.fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
        >
          {props.fullscreen ? <Minimize aria-hidden size={20} /> : <Maximize aria-hidden size={20} />}
        </button>
      </div>
    </div>
  );
}
